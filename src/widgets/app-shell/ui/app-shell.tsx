import { useEffect, useId, useMemo, useState, type ReactNode } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { useLogout, useSessao } from '@/entities/sessao'
import { cn } from '@/shared/lib'
import { GlobalErrorAlert, Toaster } from '@/shared/ui'
import { CONFIGURACOES_GROUP_ID } from '../model/menu'
import { useMenuRecolhido } from '../model/use-menu-recolhido'
import { useShellData } from '../model/use-shell-data'
import { visibleMenu } from '../model/visible-menu'
import { BusyIndicator } from './busy-indicator'
import { Footer } from './footer'
import { RouteAnnouncer } from './route-announcer'
import { SideMenu } from './side-menu'
import { TopBar } from './top-bar'
import { UserBlock } from './user-block'
import { useClockShortcut } from './use-clock-shortcut'
import { useFocoAposNavegar } from './use-foco-apos-navegar'

export interface AppShellProps {
  children: ReactNode
  /** The notifications bell of the top bar (the `notificacoes-bell` widget). */
  notificacoes?: ReactNode
}

/** SHELL-001: top bar, collapsible side menu with the user block, the page, and the footer. */
export function AppShell({ children, notificacoes }: AppShellProps) {
  const sessao = useSessao()
  const logout = useLogout()
  const { empresaNome, ...flags } = useShellData()
  const { permiteBaterPonto, geraComprovante, modoEspecial } = flags
  const items = useMemo(
    () => visibleMenu(sessao, { permiteBaterPonto, geraComprovante, modoEspecial }),
    [sessao, permiteBaterPonto, geraComprovante, modoEspecial],
  )
  const settingsGroup = items.find((item) => item.kind === 'group' && item.id === CONFIGURACOES_GROUP_ID)
  const settings = modoEspecial ? null : settingsGroup?.kind === 'group' ? settingsGroup.children : []

  const menuId = useId()
  const [mobile, setMobile] = useState({ open: false, pathname: '' })
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const [collapsed, toggleCollapsed] = useMenuRecolhido(sessao.userid || sessao.username, pathname)
  // SHELL-023: the mobile menu closes once the user has navigated.
  const mobileOpen = mobile.open && mobile.pathname === pathname
  const fecharMenu = () => setMobile({ open: false, pathname })
  // On a phone the open menu covers most of the page: Esc closes it and gives the focus back to its toggle, as a tap
  // on the dimmed page beside it closes it.
  useEffect(() => {
    if (!mobileOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMobile({ open: false, pathname })
      const toggle = [...document.querySelectorAll<HTMLElement>('header [aria-controls]')].find((e) => e.getAttribute('aria-controls') === menuId)
      toggle?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [mobileOpen, menuId, pathname])
  useClockShortcut()
  useFocoAposNavegar(principal)

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <BusyIndicator />
      <a
        href={`#${CONTEUDO}`}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Ir para o conteúdo
      </a>
      <TopBar
        sessao={sessao}
        empresaNome={empresaNome}
        permiteBaterPonto={permiteBaterPonto}
        settings={settings}
        notificacoes={notificacoes}
        menuOpen={mobileOpen}
        menuId={menuId}
        onToggleMenu={() => setMobile({ open: !mobileOpen, pathname })}
        onLogout={() => void logout()}
      />
      <div className="flex min-h-0 flex-1">
        {mobileOpen && <div aria-hidden="true" data-fundo-menu onClick={fecharMenu} className="fixed inset-0 top-14 z-10 bg-slate-900/40 lg:hidden" />}
        <aside
          id={menuId}
          aria-label="Navegação"
          data-collapsed={collapsed}
          data-mobile-open={mobileOpen}
          className={cn(
            'flex-col overflow-y-auto bg-brand-900 text-white',
            mobileOpen ? 'fixed inset-y-0 top-14 left-0 z-20 flex w-64' : 'hidden',
            'lg:sticky lg:top-14 lg:flex lg:h-[calc(100vh-3.5rem)] lg:shrink-0',
            collapsed ? 'lg:w-12' : 'lg:w-64',
          )}
        >
          <button
            type="button"
            aria-expanded={!collapsed}
            aria-controls={menuId}
            aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            title={collapsed ? 'Expandir menu' : 'Recolher menu'}
            onClick={toggleCollapsed}
            className="m-2 hidden size-8 items-center justify-center self-end rounded-md text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white lg:inline-flex"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('size-4 fill-current', collapsed && 'rotate-180')}>
              <path d="M12.5 4 6.5 10l6 6 1.4-1.4L9.3 10l4.6-4.6L12.5 4Z" />
            </svg>
          </button>
          <div hidden={collapsed && !mobileOpen} className="space-y-3 px-2 pb-4">
            <UserBlock sessao={sessao} />
            <SideMenu items={items} />
          </div>
        </aside>
        <main id={CONTEUDO} tabIndex={-1} className="min-w-0 flex-1 p-4 lg:p-6 focus:outline-none">
          <GlobalErrorAlert className="mb-3" />
          {children}
        </main>
      </div>
      <Footer />
      <RouteAnnouncer />
      <Toaster />
    </div>
  )
}

const CONTEUDO = 'conteudo'
const principal = () => document.getElementById(CONTEUDO)
