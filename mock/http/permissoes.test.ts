import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { DEMO_USERS, FUNCIONARIO_CPF } from '../idp/demo-users'
import { ABERTOS_A_QUALQUER_USUARIO } from './endpoints'
import { lerMatriz, medirMatriz, PERSONAS, RECUSADO, type Matriz, type Persona } from './permissoes'

let matriz: Matriz

beforeAll(async () => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
  matriz = await medirMatriz()
}, 180_000)

const permissoes = (persona: Persona) => {
  const usuario = DEMO_USERS.find((u) => u.username === (persona === 'funcionario' ? FUNCIONARIO_CPF : persona))!
  return new Set([...usuario.permissions, ...usuario.realmRoles])
}

/** Whose cards a persona sees: nobody's, her own, her teams', everyone's. */
const ALCANCE: Record<Persona, number> = { semacesso: 0, novo: 0, funcionario: 1, responsavel: 2, supervisor: 2, rh: 3, admin: 3 }

/** Pairs (a, b) where b holds every permission and realm role of a and sees at least whom a sees. */
const PARES = PERSONAS.flatMap((a) =>
  PERSONAS.filter((b) => b !== a && ALCANCE[b] >= ALCANCE[a] && [...permissoes(a)].every((p) => permissoes(b).has(p))).map(
    (b) => [a, b] as const,
  ),
)

describe('the endpoint × persona matrix', () => {
  it('is the one documented in docs/permissoes.md (regenerate it with npm run permissoes after a deliberate change)', async () => {
    const documentada = lerMatriz(await readFile(new URL('../../docs/permissoes.md', import.meta.url), 'utf8'))
    const mudancas = [...new Set([...matriz.keys(), ...documentada.keys()])].flatMap((endpoint) =>
      PERSONAS.flatMap((persona) => {
        const agora = matriz.get(endpoint)?.[persona]
        const antes = documentada.get(endpoint)?.[persona]
        return agora === antes ? [] : [`${endpoint} como ${persona}: ${antes ?? '—'} → ${agora ?? '—'}`]
      }),
    )
    expect(mudancas).toEqual([])
  })

  it('a user with no role is refused everywhere but the shell', () => {
    const abertos = [...matriz].filter(([endpoint, s]) => !RECUSADO(s.semacesso) && !ABERTOS_A_QUALQUER_USUARIO.has(endpoint))
    expect(abertos.map(([endpoint]) => endpoint)).toEqual([])
  })

  it(`no call succeeds for a persona and is refused to one holding all of her roles and seeing at least as far (${PARES.length} pairs of personas)`, () => {
    const incoerentes = [...matriz].flatMap(([endpoint, s]) =>
      PARES.filter(([a, b]) => s[a] < 300 && RECUSADO(s[b])).map(([a, b]) => `${endpoint}: ${a} ${s[a]}, ${b} ${s[b]}`),
    )
    expect(incoerentes).toEqual([])
  })
})
