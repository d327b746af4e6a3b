import { readFile } from 'node:fs/promises'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { acessoPermite, CONTRATO } from '@/shared/api/contract'
import { ABERTOS_A_QUALQUER_USUARIO, ENDPOINTS, chave } from './endpoints'
import { lerMatriz, medirMatriz, papeisDe, PERSONAS, RECUSADO, type Matriz, type Persona } from './permissoes'

let matriz: Matriz

beforeAll(async () => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
  matriz = await medirMatriz()
}, 180_000)

const permissoes = papeisDe

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

  it('every persona the contract keeps out of an endpoint is refused there, and none it lets in gets a 401', () => {
    const contraditas = CONTRATO.flatMap((e) =>
      PERSONAS.flatMap((persona) => {
        const status = matriz.get(e.chave)![persona]
        const permite = acessoPermite(e.acesso, papeisDe(persona))
        return (permite ? status === 401 : !RECUSADO(status)) ? [`${e.chave} como ${persona}: ${status}`] : []
      }),
    )
    expect(contraditas).toEqual([])
  })

  it('the contract opens to a user with no role only the shell\'s calls', () => {
    const abertos = CONTRATO.filter((e) => e.acesso.tipo === 'autenticado' || e.acesso.tipo === 'publico').map((e) => e.chave)
    expect(new Set(abertos)).toEqual(new Set([...ABERTOS_A_QUALQUER_USUARIO, 'GET /api/master/tenants/keycloak-config']))
  })

  it('the mock serves every call of the contract, and nothing else', () => {
    expect(new Set(ENDPOINTS.map(chave))).toEqual(new Set(CONTRATO.map((e) => e.chave)))
  })

  it(`no call succeeds for a persona and is refused to one holding all of her roles and seeing at least as far (${PARES.length} pairs of personas)`, () => {
    const incoerentes = [...matriz].flatMap(([endpoint, s]) =>
      PARES.filter(([a, b]) => s[a] < 300 && RECUSADO(s[b])).map(([a, b]) => `${endpoint}: ${a} ${s[a]}, ${b} ${s[b]}`),
    )
    expect(incoerentes).toEqual([])
  })
})
