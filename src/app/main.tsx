import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/index.css'
import { startIdentityService } from './auth/identity-config'
import { App } from './bootstrap/app'
import { FullPageSpinner } from './router/full-page-spinner'

const root = createRoot(document.getElementById('root')!)
root.render(<FullPageSpinner label="Conectando ao serviço de identidade..." />)

void startIdentityService({
  onRetry: (attempt, error) => {
    if (attempt === 1 || attempt % 50 === 0) console.warn('Serviço de identidade indisponível, tentando novamente', error)
  },
}).then((identity) => {
  root.render(
    <StrictMode>
      <App identity={identity} />
    </StrictMode>,
  )
})
