import { hasRole, roleForPath, type Sessao } from '@/entities/sessao'
import { MENU, MODO_ESPECIAL_FUNCIONARIO, type MenuEntry, type MenuGroup, type MenuItem } from './menu'

export interface MenuFlags {
  permiteBaterPonto: boolean
  geraComprovante: boolean
  modoEspecial: boolean
}

function rolesOf(item: MenuEntry): readonly (string | null | undefined)[] {
  return item.roles ?? [roleForPath(item.path)]
}

/** SHELL-025/026: an entry shows when the user holds all its roles; an entry without role shows to all. */
function entryVisible(sessao: Sessao, item: MenuEntry, flags: MenuFlags): boolean {
  if (item.requiresComprovante && !(flags.permiteBaterPonto && flags.geraComprovante)) return false
  return rolesOf(item).every((role) => role !== undefined && hasRole(sessao, role))
}

/** The entry with its link resolved for the user (destinoComPapel). */
function comDestino(sessao: Sessao, item: MenuEntry): MenuEntry {
  const porPapel = item.destinoComPapel
  return porPapel && hasRole(sessao, porPapel.papel) ? { ...item, destino: porPapel.destino } : item
}

/** The menu this user sees, in doc2 §2 order: hidden entries removed, empty groups dropped. */
export function visibleMenu(sessao: Sessao, flags: MenuFlags): MenuItem[] {
  const items: MenuItem[] = []
  for (const item of MENU) {
    if (item.kind === 'entry') {
      if (entryVisible(sessao, item, flags)) items.push(comDestino(sessao, item))
      continue
    }
    if (item.hiddenInModoEspecial && flags.modoEspecial) {
      if (entryVisible(sessao, MODO_ESPECIAL_FUNCIONARIO, flags)) items.push(MODO_ESPECIAL_FUNCIONARIO)
      continue
    }
    const children = item.children.filter((child) => entryVisible(sessao, child, flags)).map((child) => comDestino(sessao, child))
    if (children.length >= (item.minVisible ?? 1)) items.push({ ...item, children } satisfies MenuGroup)
  }
  return items
}

/** Every entry of the menu, groups flattened (for page titles). */
export function allEntries(): MenuEntry[] {
  return [
    ...MENU.flatMap((item) => (item.kind === 'entry' ? [item] : item.children)),
    MODO_ESPECIAL_FUNCIONARIO,
  ]
}

/** The menu label of a path, or of the closest entry above it ('/funcionario/12' → 'Funcionários'). */
export function menuLabelFor(pathname: string): string | undefined {
  let best: MenuEntry | undefined
  for (const e of allEntries()) {
    const matches = e.path === '/' ? pathname === '/' : pathname === e.path || pathname.startsWith(`${e.path}/`)
    if (matches && (!best || e.path.length > best.path.length)) best = e
  }
  return best?.label
}

/** The group holding the entry of this path (the group that starts open). */
export function groupOfPath(items: readonly MenuItem[], pathname: string): string | undefined {
  return items.find(
    (item): item is MenuGroup =>
      item.kind === 'group' && item.children.some((c) => pathname === c.path || pathname.startsWith(`${c.path}/`)),
  )?.id
}
