import { beforeAll, describe, expect, it, vi } from 'vitest'
import { HORARIO } from '../db/seed/horarios'
import { MSG_BANCO_DIAS_VINCULADO, MSG_VINCULO_PASSADO } from './funcionario-paginas'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface Vinculo {
  id: number
  inicio: string
  fim: string | null
  horario?: { id: number } | null
  bancoDias?: { id: number } | null
}

async function detalhe(dbKey: string, id = 1) {
  return (await (await call(`/api/funcionarios/${id}`, { as: 'rh', dbKey })).json()) as Record<string, Vinculo[]>
}

describe('employee pages API', () => {
  it('[AUTH-029][mock] the summary carries the links in force, the card figures and the pending requests', async () => {
    const dbKey = freshDb()
    const response = await call('/api/funcionarios/1/resumo', { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    const resumo = (await response.json()) as Record<string, unknown> & { cartao: Record<string, unknown>; competencia: { id: number } }
    expect(resumo).toMatchObject({ id: 1, nome: expect.stringContaining('Fernanda'), competencia: { id: 13 } })
    expect(resumo.quadroHorario).toBe('001 - Administrativo 08:00-12:00 / 13:00-17:00')
    expect(resumo.cartao.existeBancoHoras).toBe(true)
    expect(resumo.cartao.totalHoras).toMatch(/^\d+:\d\d$/)
    expect(typeof resumo.solicitacoesPendentes).toBe('number')
    // A plain employee without the permission cannot read another employee's summary.
    expect((await call('/api/funcionarios/2/resumo', { as: 'funcionario', dbKey })).status).toBe(403)
  })

  it('a new schedule link closes the one in force the day before; removing it reopens that one', async () => {
    const dbKey = freshDb()
    const antes = (await detalhe(dbKey)).quadrosHorario ?? []
    const response = await call('/api/funcionarios/1/vinculos/quadroHorario', {
      method: 'POST', as: 'rh', dbKey, body: { registroId: HORARIO.flexivel, inicio: '2026-12-01' },
    })
    expect(response.status).toBe(200)
    const depois = (await detalhe(dbKey)).quadrosHorario ?? []
    expect(depois).toHaveLength(antes.length + 1)
    expect(depois.at(-2)?.fim).toBe('2026-11-30')
    const novo = depois.at(-1)
    expect(novo).toMatchObject({ inicio: '2026-12-01', fim: null, horario: { id: HORARIO.flexivel } })

    const remover = await call(`/api/funcionarios/1/vinculos/quadroHorario/${novo?.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(remover.status).toBe(204)
    expect((await detalhe(dbKey)).quadrosHorario).toEqual(antes)
  })

  it('refuses removing a link that has started, an unknown register and a missing date', async () => {
    const dbKey = freshDb()
    const [atual] = (await detalhe(dbKey)).quadrosHorario ?? []
    const remover = await call(`/api/funcionarios/1/vinculos/quadroHorario/${atual?.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(remover.status).toBe(400)
    expect(await remover.json()).toMatchObject({ message: MSG_VINCULO_PASSADO })
    const invalido = await call('/api/funcionarios/1/vinculos/bancoDias', { method: 'POST', as: 'rh', dbKey, body: { registroId: 999, inicio: '' } })
    expect(invalido.status).toBe(400)
    const { errors } = (await invalido.json()) as { errors: { property: string }[] }
    expect(errors.map((e) => e.property)).toEqual(['registroId', 'inicio'])
    // Viewing is not editing: the supervisor sees the pages but may not change the links.
    const supervisor = await call('/api/funcionarios/1/vinculos/quadroHorario', {
      method: 'POST', as: 'supervisor', dbKey, body: { registroId: HORARIO.flexivel, inicio: '2026-12-01' },
    })
    expect(supervisor.status).toBe(403)
  })

  it('day banks run side by side: a new one opens beside the others, the same one twice is refused', async () => {
    const dbKey = freshDb()
    const antes = (await detalhe(dbKey)).bancosDias ?? []
    const response = await call('/api/funcionarios/1/vinculos/bancoDias', { method: 'POST', as: 'rh', dbKey, body: { registroId: 3, inicio: '2026-12-01' } })
    expect(response.status).toBe(200)
    const bancos = (await detalhe(dbKey)).bancosDias ?? []
    expect(bancos.slice(0, antes.length)).toEqual(antes)
    expect(bancos.at(-1)).toMatchObject({ inicio: '2026-12-01', fim: null, bancoDias: { id: 3 } })
    const repetido = await call('/api/funcionarios/1/vinculos/bancoDias', { method: 'POST', as: 'rh', dbKey, body: { registroId: 1, inicio: '2026-12-01' } })
    expect(repetido.status).toBe(400)
    expect(await repetido.json()).toMatchObject({ errors: [{ property: 'registroId', message: MSG_BANCO_DIAS_VINCULADO }] })
  })

  it('keeps the EPIs delivered: add, list, validate, remove', async () => {
    const dbKey = freshDb()
    const epi = { descricao: 'Luva de vaqueta', ca: '12345', dataEntrega: '2026-11-10', quantidade: 2, validade: '2027-11-10' }
    const criado = await call('/api/funcionarios/1/epis', { method: 'POST', as: 'rh', dbKey, body: epi })
    expect(criado.status).toBe(201)
    const { id } = (await criado.json()) as { id: number }
    const lista = await (await call('/api/funcionarios/1/epis', { as: 'rh', dbKey })).json()
    expect(lista).toEqual([{ id, funcionarioId: 1, ...epi }])
    const ruim = await call('/api/funcionarios/1/epis', { method: 'POST', as: 'rh', dbKey, body: { ...epi, descricao: ' ', quantidade: 0 } })
    expect(ruim.status).toBe(400)
    expect(((await ruim.json()) as { errors: { property: string }[] }).errors.map((e) => e.property)).toEqual(['descricao', 'quantidade'])
    expect((await call(`/api/funcionarios/1/epis/${id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    expect(await (await call('/api/funcionarios/1/epis', { as: 'rh', dbKey })).json()).toEqual([])
  })

  it('[AUTH-030][mock] the map needs front_funcionario_mapa and gives the work place address', async () => {
    const dbKey = freshDb()
    const response = await call('/api/funcionarios/1/mapa', { as: 'rh', dbKey })
    expect(response.status).toBe(200)
    const mapa = (await response.json()) as { localTrabalho: { endereco: { cidade: string } }; marcacoes: unknown[] }
    expect(mapa.localTrabalho.endereco.cidade).toBe('Santa Aurora')
    expect(Array.isArray(mapa.marcacoes)).toBe(true)
    expect((await call('/api/funcionarios/1/mapa', { as: 'supervisor', dbKey })).status).toBe(403)
  })
})
