import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import type { Sessao } from '@/entities/sessao'
import { Button } from '@/shared/ui'
import type { MenuEntry } from '../model/menu'
import { BrandLogo } from './brand-logo'
import { ProfileMenu } from './profile-menu'
import { SettingsMenu } from './settings-menu'

interface TopBarProps {
  sessao: Sessao
  empresaNome: string | undefined
  permiteBaterPonto: boolean
  /** Entries of the settings area; `null` hides it (special mode, SHELL-048). */
  settings: readonly MenuEntry[] | null
  notificacoes?: ReactNode
  menuOpen: boolean
  menuId: string
  onToggleMenu: () => void
  onLogout: () => void
}

/** SHELL-001, SHELL-004..008 */
export function TopBar(props: TopBarProps) {
  const { sessao, empresaNome, permiteBaterPonto, settings, notificacoes, menuOpen, menuId, onToggleMenu, onLogout } = props
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:gap-3 sm:px-3 lg:px-4">
      <button
        type="button"
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
        className="inline-flex h-9 items-center gap-1 rounded-md px-2 text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 lg:hidden"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
          <path d="M3 5h14v2H3V5Zm0 4h14v2H3V9Zm0 4h14v2H3v-2Z" />
        </svg>
        <span className="max-sm:sr-only">Menu</span>
      </button>
      <BrandLogo />
      {empresaNome && (
        <span className="hidden truncate border-l border-slate-200 pl-3 text-sm text-slate-600 md:inline" data-empresa>
          {empresaNome}
        </span>
      )}
      <div className="ml-auto flex items-center gap-1">
        {permiteBaterPonto && (
          <Link
            to={'/relogio' as string}
            className="inline-flex h-9 items-center rounded-md bg-brand-500 px-3 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            Bater o Ponto
          </Link>
        )}
        {notificacoes}
        {settings && settings.length > 0 && <SettingsMenu entries={settings} />}
        <ProfileMenu sessao={sessao} onLogout={onLogout} />
        {/* On a phone 'Sair' stays in 'Meu Perfil' only: the bar has no room for it (docs/decisions.md). */}
        <Button variant="ghost" onClick={onLogout} className="max-sm:hidden">
          Sair
        </Button>
      </div>
    </header>
  )
}
