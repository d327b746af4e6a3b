import { Link } from '@tanstack/react-router'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/shared/ui'
import type { MenuEntry } from '../model/menu'
import { GearIcon, SETTINGS_TRIGGER_CLASS } from './menu-triggers'

/** The settings area at the top right: the 'Configurações' entries the user may open (hidden in special mode, SHELL-048). */
export function SettingsMenu({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger aria-label="Ajustes" title="Ajustes" className={SETTINGS_TRIGGER_CLASS}>
        <GearIcon />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {entries.map((entry) => (
          <DropdownMenuItem key={entry.path} asChild>
            <Link to={entry.path as string}>{entry.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
