import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react'
import type { Sessao } from '@/entities/sessao'
import type { MenuEntry } from '../model/menu'
import { GearIcon, PROFILE_TRIGGER_CLASS, ProfileTriggerContent, SETTINGS_TRIGGER_CLASS } from './menu-triggers'

// The dropdown library (Radix menu, floating-ui) stays out of the initial bundle: it loads once the page
// is idle, and a click on the trigger before that loads it at once and opens the menu when it arrives.
const loadMenus = () => Promise.all([import('./profile-menu'), import('./settings-menu')])
const ProfileMenu = lazy(() => import('./profile-menu').then((m) => ({ default: m.ProfileMenu })))
const SettingsMenu = lazy(() => import('./settings-menu').then((m) => ({ default: m.SettingsMenu })))

type MenuName = 'profile' | 'settings'

function useMenusWhenIdle(): [boolean, () => void] {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const load = () => void loadMenus().then(() => setReady(true))
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, 300)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(load, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }, [])
  return [ready, () => setReady(true)]
}

function PendingTrigger(props: { className: string; label?: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={props.label}
      title={props.label}
      className={props.className}
      // As the menu's own trigger: the press opens, so the swap to it between press and click loses nothing.
      onPointerDown={(event) => {
        if (event.button === 0 && !event.ctrlKey) props.onOpen()
      }}
      onKeyDown={(event) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) props.onOpen()
      }}
    >
      {props.children}
    </button>
  )
}

export function TopBarMenus({
  sessao,
  settings,
  onLogout,
}: {
  sessao: Sessao
  settings: readonly MenuEntry[] | null
  onLogout: () => void
}) {
  const [ready, loadNow] = useMenusWhenIdle()
  const [requested, setRequested] = useState<MenuName | null>(null)
  const open = (menu: MenuName) => {
    setRequested(menu)
    loadNow()
  }
  const settingsTrigger = (
    <PendingTrigger className={SETTINGS_TRIGGER_CLASS} label="Ajustes" onOpen={() => open('settings')}>
      <GearIcon />
    </PendingTrigger>
  )
  const profileTrigger = (
    <PendingTrigger className={PROFILE_TRIGGER_CLASS} onOpen={() => open('profile')}>
      <ProfileTriggerContent sessao={sessao} />
    </PendingTrigger>
  )
  return (
    <>
      {settings &&
        settings.length > 0 &&
        (ready ? (
          <Suspense fallback={settingsTrigger}>
            <SettingsMenu entries={settings} defaultOpen={requested === 'settings'} />
          </Suspense>
        ) : (
          settingsTrigger
        ))}
      {ready ? (
        <Suspense fallback={profileTrigger}>
          <ProfileMenu sessao={sessao} onLogout={onLogout} defaultOpen={requested === 'profile'} />
        </Suspense>
      ) : (
        profileTrigger
      )}
    </>
  )
}
