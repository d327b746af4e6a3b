import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { quandoOcioso } from '@/shared/lib'
import './styles/index.css'
import { setAuthSnapshot, provideIdentity } from './auth/auth-store'
import { configurarHttp } from './auth/configurar-http'
import { configDaAba, guardarConfigDaAba, mesmaConfig } from './auth/config-da-aba'
import { fetchKeycloakConfig, retryEvery, storedAccessToken, wait, type KeycloakConfig } from './auth/keycloak-config'
import { App, type LoadedIdentity } from './bootstrap/app'
import { FullPageSpinner } from './router/full-page-spinner'
import { ServiceUnavailable } from './router/service-unavailable'

configurarHttp()
const root = createRoot(document.getElementById('root')!)
root.render(<FullPageSpinner label="Conectando ao serviço de identidade..." />)

/** Tries after which the user is told the service is down (about 0.7 s of retrying); the tries go on. */
const TRIES_BEFORE_TELLING = 3

const onRetry = (attempt: number, error: unknown) => {
  if (attempt === 1 || attempt % 10 === 0) console.warn('Serviço de identidade indisponível, tentando novamente', error)
  if (attempt === TRIES_BEFORE_TELLING) root.render(<ServiceUnavailable />)
}

async function loadIdentity(config: KeycloakConfig): Promise<LoadedIdentity> {
  const { AuthBridge, startIdentityService } = await import('./auth/identity')
  const service = await startIdentityService({ config, onRetry })
  provideIdentity(service)
  return { AuthBridge, service }
}

/** After the first paint, when the browser is idle (at most 2 s later). */
const afterFirstPaint = () => new Promise<void>((resolve) => void quandoOcioso(resolve, 2000, 200))

void (async () => {
  // A reload in a tab that holds a valid session starts at once with the settings this tab used before: the settings
  // are still fetched (AUTH-002) before the identity library starts, and a change of them reloads the page.
  const anterior = window.location.pathname === '/callback' ? null : configDaAba()
  const tokenAnterior = anterior && storedAccessToken(anterior)
  if (anterior && tokenAnterior) {
    setAuthSnapshot({ token: tokenAnterior, isLoading: false, activeNavigator: undefined, error: undefined })
    const identity = retryEvery(() => fetchKeycloakConfig(), wait).then(async (config) => {
      if (!mesmaConfig(config, anterior)) {
        guardarConfigDaAba(config)
        window.location.reload()
        return new Promise<never>(() => {})
      }
      await afterFirstPaint()
      return loadIdentity(config)
    })
    root.render(
      <StrictMode>
        <App config={anterior} identity={identity} />
      </StrictMode>,
    )
    return
  }
  const config = await retryEvery(() => fetchKeycloakConfig(), wait, onRetry)
  guardarConfigDaAba(config)
  // A tab that already holds a valid session starts with it; the identity library (renewal, logout) follows.
  const token = window.location.pathname === '/callback' ? null : storedAccessToken(config)
  let identity: Promise<LoadedIdentity>
  if (token) {
    setAuthSnapshot({ token, isLoading: false, activeNavigator: undefined, error: undefined })
    identity = afterFirstPaint().then(() => loadIdentity(config))
  } else {
    identity = loadIdentity(config)
    await identity
  }
  root.render(
    <StrictMode>
      <App config={config} identity={identity} />
    </StrictMode>,
  )
})()
