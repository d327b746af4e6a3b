import { useId, useState } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { cn } from '@/shared/lib'
import type { MenuEntry, MenuGroup, MenuItem } from '../model/menu'
import { groupOfPath } from '../model/visible-menu'

const itemClass =
  'flex w-full items-center rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white'

const activeProps = { className: 'bg-white/15 font-semibold text-white' }

function EntryLink({ entry, nested }: { entry: MenuEntry; nested?: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // A link resolved elsewhere (MenuEntry.destino) stays highlighted anywhere under its entry's path.
  const sobOPath = entry.destino !== undefined && (pathname === entry.path || pathname.startsWith(`${entry.path}/`))
  return (
    <Link
      to={(entry.destino ?? entry.path) as string}
      activeOptions={{ exact: entry.path === '/', includeSearch: false }}
      activeProps={activeProps}
      {...(sobOPath && { 'aria-current': 'page' as const })}
      className={cn(itemClass, nested && 'pl-7', sobOPath && activeProps.className)}
    >
      {entry.label}
    </Link>
  )
}

function Group({ group, open, onToggle }: { group: MenuGroup; open: boolean; onToggle: () => void }) {
  const listId = useId()
  return (
    <li>
      <button type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle} className={itemClass}>
        <span className="flex-1 text-left">{group.label}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('size-4 fill-current transition-transform', open && 'rotate-90')}>
          <path d="M7 5l6 5-6 5V5Z" />
        </svg>
      </button>
      {/* A closed group's links are not rendered: each one follows the router, and the shell starts faster without them. */}
      <ul id={listId} hidden={!open} className="mt-1 space-y-0.5">
        {open &&
          group.children.map((child) => (
            <li key={child.path}>
              <EntryLink entry={child} nested />
            </li>
          ))}
      </ul>
    </li>
  )
}

/** SHELL-022..047: the side menu; one group open at a time, the current route's group open at first. */
export function SideMenu({ items }: { items: readonly MenuItem[] }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [state, setState] = useState(() => ({ pathname, openGroup: groupOfPath(items, pathname) }))
  if (state.pathname !== pathname) {
    // A navigation opens the group of the new route (and keeps the open one otherwise).
    setState({ pathname, openGroup: groupOfPath(items, pathname) ?? state.openGroup })
  }
  const openGroup = state.openGroup
  const toggle = (id: string) => setState((current) => ({ ...current, openGroup: current.openGroup === id ? undefined : id }))

  return (
    <nav aria-label="Menu principal">
      <ul className="space-y-0.5">
        {items.map((item) =>
          item.kind === 'entry' ? (
            <li key={item.path}>
              <EntryLink entry={item} />
            </li>
          ) : (
            <Group key={item.id} group={item} open={openGroup === item.id} onToggle={() => toggle(item.id)} />
          ),
        )}
      </ul>
    </nav>
  )
}
