import { describe, expect, it } from 'vitest'
import { handlers } from '../handlers/index'
import { call, freshDb } from '../handlers/lib/test-client'
import { dbFor } from './isolation'

/** What the shell shows every logged-in user: the only calls open to a user who holds no role. */
const ABERTOS_A_QUALQUER_USUARIO = new Set([
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

/** A path of the handler with every parameter filled with a seeded value. */
function concreto(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (/competencia/i.test(name)) return '13'
    if (/data|inicio|fim/i.test(name)) return '2026-11-10'
    if (/escopo/i.test(name)) return 'todas'
    return '1'
  })
}

const ENDPOINTS = handlers.flatMap((handler) => {
  const { method, path } = handler.info as { method?: unknown; path?: unknown }
  return typeof method === 'string' && typeof path === 'string' ? [{ method, path }] : []
})

describe('who may call what', () => {
  it(`a user with no role gets 401/403 from every one of the ${ENDPOINTS.length} endpoints but the shell's`, async () => {
    const dbKey = freshDb()
    const abertos: string[] = []
    for (const { method, path } of ENDPOINTS) {
      const chave = `${method} ${path}`
      // A handler that passes the request on (a parameter value it does not serve) answers nothing: not open.
      const response = await call(concreto(path), { method, as: 'semacesso', dbKey, ...(method === 'GET' ? {} : { body: {} }) }).catch(
        () => new Response(null, { status: 404 }),
      )
      if (response.status < 400 && !ABERTOS_A_QUALQUER_USUARIO.has(chave)) abertos.push(`${chave} → ${response.status}`)
    }
    expect(abertos).toEqual([])
  }, 60_000)

  it.each([
    ['/api/banco-horas/lancamentos', 'lancamentosBancoHoras'],
    ['/api/banco-dias/lancamentos', 'lancamentosBancoDias'],
    ['/api/escalas', 'escalas'],
  ] as const)("a plain employee reads only their own rows of %s, and no one else's by id", async (path, tabela) => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const proprio = db.usuarios.find((u) => u.username === '52998224725')!.funcionarioId!
    const linhas = db[tabela] as { id: number; funcionarioId: number }[]
    const alheia = linhas.find((l) => l.funcionarioId !== proprio)
    expect(alheia, `o seed deve ter ${tabela} de outra pessoa`).toBeDefined()
    const lista = await call(`${path}?size=2000`, { as: 'funcionario', dbKey })
    expect(lista.status).toBe(200)
    const corpo = (await lista.json()) as { content?: { id: number }[]; _embedded?: Record<string, { id: number }[]> }
    const ids = (corpo.content ?? Object.values(corpo._embedded ?? {})[0] ?? []).map((r) => r.id)
    expect(ids.every((id) => linhas.find((l) => l.id === id)?.funcionarioId === proprio)).toBe(true)
    expect((await call(`${path}/${alheia!.id}`, { as: 'funcionario', dbKey })).status).toBe(404)
    expect((await call(`${path}/${alheia!.id}`, { as: 'rh', dbKey })).status).toBe(200)
  })
})
