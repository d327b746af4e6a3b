import { call, freshDb } from '../handlers/lib/test-client'
import { chave, concreto, ENDPOINTS } from './endpoints'

/** The demo personas, from the most to the least allowed. */
export const PERSONAS = ['admin', 'rh', 'responsavel', 'supervisor', 'funcionario', 'novo', 'semacesso'] as const
export type Persona = (typeof PERSONAS)[number]

/** Endpoint ('GET /api/x/:id') → the status each persona gets. */
export type Matriz = Map<string, Record<Persona, number>>

export const RECUSADO = (status: number) => status === 401 || status === 403

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

Gerado por \`npm run permissoes\` a partir do backend simulado, que é o contrato de referência do backend real; o teste
\`mock/http/permissoes.test.ts\` falha quando uma célula muda sem que este arquivo seja gerado de novo.

Cada célula é o status que a persona de demonstração recebe ao chamar o endpoint com os parâmetros do funcionário 1
(a própria Fernanda, persona \`funcionario\`) e da competência 11/2026, e corpo vazio nas escritas, cada persona num banco
recém-semeado. **401/403**: recusado pela autorização. Qualquer outro status passou da autorização: 400 é a validação do
corpo vazio, 404 é registro ausente ou fora do que a persona pode ver, 409 é conflito de estado.
`

export function formatarMatriz(matriz: Matriz): string {
  const linhas = [...matriz].map(([endpoint, porPersona]) => `| \`${endpoint}\` | ${PERSONAS.map((p) => porPersona[p]).join(' | ')} |`)
  return [
    CABECALHO,
    `| Endpoint | ${PERSONAS.join(' | ')} |`,
    `|---|${PERSONAS.map(() => '---:').join('|')}|`,
    ...linhas,
    '',
  ].join('\n')
}

export function lerMatriz(texto: string): Matriz {
  const matriz: Matriz = new Map()
  for (const linha of texto.split('\n')) {
    const celulas = /^\| `([^`]+)` \|(.*)\|$/.exec(linha)
    if (!celulas) continue
    const valores = celulas[2]!.split('|').map((c) => Number(c.trim()))
    matriz.set(celulas[1]!, Object.fromEntries(PERSONAS.map((p, i) => [p, valores[i]!])) as Record<Persona, number>)
  }
  return matriz
}
