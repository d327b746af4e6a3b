import { stableUuid } from '../db/seed/uuid'
import { handlers } from '../handlers/index'

/** The shell's calls: open to every logged-in user, a user with no role included. */
export const ABERTOS_A_QUALQUER_USUARIO: ReadonlySet<string> = new Set([
  'GET /api/config/search/load',
  'GET /api/configuracao-campos/cartao-ponto',
  'GET /api/integradores/ultimo-contato',
  'GET /api/empresas/search/first',
  'GET /api/empresas/:id/brasao',
  'GET /api/funcionarios/notificacoes',
  'GET /api/notificacoes',
  'POST /api/notificacoes/markallread',
  'POST /api/notificacoes/:id/markasread',
  'GET /api/funcionarios/permite-bater-ponto',
  'GET /api/comprovantes-marcacao',
  'GET /api/comprovantes-marcacao/:id/pdf',
  'PUT /api/usuarios/profile',
  'POST /api/usuarios/reset-password',
  'GET /api/master/tenants/keycloak-config',
])

export interface Endpoint {
  method: string
  path: string
}

/** Every endpoint the mock serves, in the order its handlers match. */
export const ENDPOINTS: readonly Endpoint[] = handlers.flatMap((handler) => {
  const { method, path } = handler.info as { method?: unknown; path?: unknown }
  return typeof method === 'string' && typeof path === 'string' ? [{ method, path }] : []
})

export const chave = ({ method, path }: Endpoint) => `${method} ${path}`

/** Values of the parameters whose '1' the handler does not serve. */
const VALORES: Record<string, string> = {
  tipoRelatorio: 'cartao-ponto',
  pagina: 'quadroHorario',
  modoMarcacao: 'ENTRADA',
  usuario: stableUuid('usuario:responsavel'),
}

/** A path of the handler with every parameter filled with a seeded value (employee 1, competence 11/2026). */
export function concreto(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (name === 'tipo') return path.includes('arquivos-fiscais') ? 'aej' : 'resumo-horas'
    if (VALORES[name]) return VALORES[name]
    if (/competencia/i.test(name)) return '13'
    if (/data|inicio|fim/i.test(name)) return '2026-11-10'
    if (/escopo/i.test(name)) return 'todas'
    return '1'
  })
}
