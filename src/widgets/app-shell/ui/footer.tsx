import { useQuery } from '@tanstack/react-query'
import { integradorQueries } from '@/entities/integrador'
import { MSG_INTEGRADOR_NAO_CONFIGURADO } from '@/shared/config'
import { formatRelativeTime, useNow } from '@/shared/lib'
import { ORGANIZACAO } from '../model/organizacao'

/** SHELL-012: the time since the integrator's last contact is refreshed every second. */
export const FOOTER_REFRESH_MS = 1000

function IntegradorStatus() {
  const now = useNow(FOOTER_REFRESH_MS)
  const { data: integrador, isPending, isError } = useQuery(integradorQueries.ultimoContato())
  if (isPending || isError) return null
  if (!integrador) return <span>{MSG_INTEGRADOR_NAO_CONFIGURADO}</span>
  return (
    <span>
      <span className="font-medium">{integrador.nome}</span>
      {' · '}
      <span>Último contato: {formatRelativeTime(integrador.lastContact, now)}</span>
    </span>
  )
}

/** SHELL-009..015 */
export function Footer() {
  const year = useNow(60_000).getFullYear()
  return (
    <footer className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 bg-white px-4 py-2 text-xs text-slate-600">
      <span>
        © {year} {ORGANIZACAO}
      </span>
      <IntegradorStatus />
    </footer>
  )
}
