import { acessoPermite, CONTRATO, descreverAcesso } from '@/shared/api/contract'
import { call, freshDb } from '../handlers/lib/test-client'
import { DEMO_USERS, FUNCIONARIO_CPF } from '../idp/demo-users'
import { chave, concreto, ENDPOINTS } from './endpoints'

/** The demo personas, from the most to the least allowed. */
export const PERSONAS = ['admin', 'rh', 'responsavel', 'supervisor', 'funcionario', 'novo', 'semacesso'] as const
export type Persona = (typeof PERSONAS)[number]

/** Endpoint ('GET /api/x/:id') → the status each persona gets. */
export type Matriz = Map<string, Record<Persona, number>>

export const RECUSADO = (status: number) => status === 401 || status === 403

/** The realm roles and client permissions of a demo persona's token. */
export function papeisDe(persona: Persona): ReadonlySet<string> {
  const usuario = DEMO_USERS.find((u) => u.username === (persona === 'funcionario' ? FUNCIONARIO_CPF : persona))!
  return new Set([...usuario.permissions, ...usuario.realmRoles])
}

const ACESSO = new Map(CONTRATO.map((e) => [e.chave as string, e.acesso]))

async function status(path: string, method: string, persona: Persona, dbKey: string): Promise<number> {
  const body = method === 'GET' ? {} : { body: {} }
  // A handler that passes the request on (a parameter value it does not serve) answers nothing.
  const response = await call(concreto(path), { method, as: persona, dbKey, ...body }).catch(() => null)
  return response?.status ?? 404
}

/**
 * Calls every endpoint as every persona, each persona on a fresh seeded database and in the handlers' order, so the
 * figures are the same on every run: parameters of employee 1 (the `funcionario` persona's own) and competence
 * 11/2026, an empty body for writes.
 */
export async function medirMatriz(): Promise<Matriz> {
  const matriz: Matriz = new Map(ENDPOINTS.map((e) => [chave(e), {} as Record<Persona, number>]))
  for (const persona of PERSONAS) {
    const dbKey = freshDb()
    for (const endpoint of ENDPOINTS) matriz.get(chave(endpoint))![persona] = await status(endpoint.path, endpoint.method, persona, dbKey)
  }
  return matriz
}

const CABECALHO = `# Quem pode chamar o quê

Gerado por \`npm run permissoes\`. A coluna **Acesso** vem do contrato (\`src/shared/api/contract/endpoints\`, também em
\`docs/api.yaml\`): os papéis (permissões do cliente ou papéis do realm) dos quais um basta; *qualquer papel* é qualquer
usuário com algum papel do Ponto; *qualquer usuário* inclui quem não tem papel (o que o shell mostra a todos). O backend
simulado recusa com 403 quem o contrato não deixa entrar, antes do handler.

Cada célula é o status que a persona de demonstração recebe ao chamar o endpoint com os parâmetros do funcionário 1
(a própria Fernanda, persona \`funcionario\`) e da competência 11/2026, e corpo vazio nas escritas, cada persona num banco
recém-semeado. **401/403**: recusado. Um 403 marcado com \`*\` é recusa de escopo: o contrato deixa a persona entrar, mas
o registro não é dela (funcionário fora da equipe, cartão que ela não pode editar, notificação de outro usuário). Qualquer
outro status passou da autorização: 400 é a validação do corpo vazio, 404 é registro ausente ou fora do que a persona
pode ver, 409 é conflito de estado. O teste \`mock/http/permissoes.test.ts\` falha quando uma célula muda sem que este
arquivo seja gerado de novo e quando uma célula contradiz o contrato.
`

export function formatarMatriz(matriz: Matriz): string {
  const linhas = [...matriz].map(([endpoint, porPersona]) => {
    const acesso = ACESSO.get(endpoint)!
    const celulas = PERSONAS.map((p) => {
      const status = porPersona[p]
      return RECUSADO(status) && acessoPermite(acesso, papeisDe(p)) ? `${status}*` : `${status}`
    })
    return `| \`${endpoint}\` | ${descreverAcesso(acesso)} | ${celulas.join(' | ')} |`
  })
  return [
    CABECALHO,
    `| Endpoint | Acesso | ${PERSONAS.join(' | ')} |`,
    `|---|---|${PERSONAS.map(() => '---:').join('|')}|`,
    ...linhas,
    '',
  ].join('\n')
}

export function lerMatriz(texto: string): Matriz {
  const matriz: Matriz = new Map()
  for (const linha of texto.split('\n')) {
    const celulas = /^\| `([^`]+)` \|(.*)\|$/.exec(linha)
    if (!celulas) continue
    const valores = celulas[2]!.split('|').slice(1).map((c) => Number(c.trim().replace('*', '')))
    matriz.set(celulas[1]!, Object.fromEntries(PERSONAS.map((p, i) => [p, valores[i]!])) as Record<Persona, number>)
  }
  return matriz
}
