import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ElementType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'
import type * as Radix from '@radix-ui/react-dropdown-menu'
import type * as Menus from './dropdown-menu-radix'

/**
 * The menus' library (Radix menu, floating-ui) loads on first use, not with the screen: it is fetched when the browser
 * is idle after a menu is first shown, or at once when a trigger is clicked before that, and the menu opens as soon as it
 * arrives. Until then a trigger is a plain button that looks and is named the same.
 */
let biblioteca: typeof Menus | null = null
let carregando: Promise<void> | null = null
const ouvintes = new Set<() => void>()

export function carregarMenus(): Promise<void> {
  carregando ??= import('./dropdown-menu-radix').then((modulo) => {
    biblioteca = modulo
    ouvintes.forEach((ouvinte) => ouvinte())
  })
  return carregando
}

let agendado = false
function carregarQuandoOcioso(): void {
  if (agendado || biblioteca) return
  agendado = true
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void carregarMenus(), { timeout: 3000 })
  else window.setTimeout(() => void carregarMenus(), 300)
}

const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte)
  return () => void ouvintes.delete(ouvinte)
}
const useBiblioteca = () => useSyncExternalStore(assinar, () => biblioteca, () => biblioteca)

const AberturaPendente = createContext<() => void>(() => {})

export function DropdownMenu(props: Radix.DropdownMenuProps) {
  const menus = useBiblioteca()
  const [pedida, setPedida] = useState(false)
  const abertoDeInicio = props.defaultOpen === true
  useEffect(() => (abertoDeInicio ? void carregarMenus() : carregarQuandoOcioso()), [abertoDeInicio])
  if (menus) return <menus.DropdownMenu {...props} defaultOpen={props.defaultOpen ?? pedida} />
  const abrir = () => {
    setPedida(true)
    void carregarMenus()
  }
  return <AberturaPendente value={abrir}>{props.children}</AberturaPendente>
}

export function DropdownMenuTrigger({ asChild, children, ...props }: ComponentProps<typeof Radix.Trigger>) {
  const menus = useBiblioteca()
  const abrir = useContext(AberturaPendente)
  if (menus) return <menus.DropdownMenuTrigger asChild={asChild} {...props}>{children}</menus.DropdownMenuTrigger>
  // As Radix's trigger: the press opens (not the click), so a swap to the real trigger between the two loses nothing.
  const pendente = {
    ...props,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event)
      if (event.button === 0 && !event.ctrlKey) abrir()
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      props.onKeyDown?.(event)
      if (['Enter', ' ', 'ArrowDown'].includes(event.key)) abrir()
    },
  }
  if (asChild && isValidElement(children)) return cloneElement(children as ReactElement<typeof pendente>, pendente)
  return (
    <button type="button" {...pendente}>
      {children}
    </button>
  )
}

/** The parts inside a menu's content render only once the library is in (the content is closed until then). */
function parte<K extends keyof typeof Menus>(nome: K) {
  type Props = ComponentProps<(typeof Menus)[K]>
  return function Parte(props: Props) {
    const menus = useBiblioteca()
    if (!menus) return null
    const Componente = menus[nome] as ElementType
    return <Componente {...(props as object)} />
  }
}

export const DropdownMenuContent = parte('DropdownMenuContent')
export const DropdownMenuItem = parte('DropdownMenuItem')
export const DropdownMenuCheckboxItem = parte('DropdownMenuCheckboxItem')
export const DropdownMenuLabel = parte('DropdownMenuLabel')
export const DropdownMenuSeparator = parte('DropdownMenuSeparator')
export const DropdownMenuGroup = parte('DropdownMenuGroup')
