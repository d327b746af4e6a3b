import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useState,
  type ComponentProps,
  type ElementType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react'
import type * as Radix from '@radix-ui/react-dropdown-menu'
import type * as Menus from './dropdown-menu-radix'
import { carregamentoAdiado } from './carregamento-adiado'

/**
 * The menus' library (Radix menu, floating-ui) loads on first use, not with the screen: when the browser is idle after a
 * menu is first shown, or at once when a trigger is pressed before that, and the menu opens as soon as it arrives.
 * Each menu stays a plain button that looks and is named the same until it is first pressed: a screen with a menu per
 * row (the time card's days) renders and re-renders buttons, not one Radix menu per row.
 */
const biblioteca = carregamentoAdiado(() => import('./dropdown-menu-radix'))
export const carregarMenus = biblioteca.carregar
const useBiblioteca = biblioteca.use

/** Inside a stand-in menu: how its trigger opens it. Outside one (`null`), the parts are the real menu's. */
const AberturaPendente = createContext<(() => void) | null>(null)

export function DropdownMenu(props: Radix.DropdownMenuProps) {
  const menus = useBiblioteca()
  const [pedida, setPedida] = useState(false)
  const abertoDeInicio = props.defaultOpen === true || props.open === true
  useEffect(() => (abertoDeInicio ? void carregarMenus() : biblioteca.carregarQuandoOcioso()), [abertoDeInicio])
  // Pressed, it opens whatever `defaultOpen` said (false from a parent that had not asked for it open).
  if (menus && (pedida || abertoDeInicio)) return <menus.DropdownMenu {...props} defaultOpen={pedida || props.defaultOpen} />
  const abrir = () => {
    setPedida(true)
    void carregarMenus()
  }
  return <AberturaPendente value={abrir}>{props.children}</AberturaPendente>
}

export function DropdownMenuTrigger({ asChild, children, ...props }: ComponentProps<typeof Radix.Trigger>) {
  const abrir = useContext(AberturaPendente)
  const menus = useBiblioteca()
  if (menus && !abrir)
    return (
      <menus.DropdownMenuTrigger asChild={asChild} {...props}>
        {children}
      </menus.DropdownMenuTrigger>
    )
  // As Radix's trigger: the press opens (not the click), so a swap to the real trigger between the two loses nothing.
  const pendente = {
    ...props,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      props.onPointerDown?.(event)
      if (event.button === 0 && !event.ctrlKey) abrir?.()
    },
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      props.onKeyDown?.(event)
      if (['Enter', ' ', 'ArrowDown'].includes(event.key)) abrir?.()
    },
  }
  if (asChild && isValidElement(children)) return cloneElement(children as ReactElement<typeof pendente>, pendente)
  return (
    <button type="button" {...pendente}>
      {children}
    </button>
  )
}

/** The parts inside a menu's content render only inside the real menu (a stand-in's content is closed). */
function parte<K extends keyof typeof Menus>(nome: K) {
  type Props = ComponentProps<(typeof Menus)[K]>
  return function Parte(props: Props) {
    const menus = useBiblioteca()
    const substituto = useContext(AberturaPendente) !== null
    if (!menus || substituto) return null
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
