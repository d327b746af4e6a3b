import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

interface DiaCartao {
  registro: { descricaoOcorrencia: string | null; horasPrevistas?: string }
}

describe('the holiday register', () => {
  it('[REG-035][mock] lists holidays (Spring page) with id, codigo, data, descricao, cidade, facultativo and compensar', async () => {
    const body = await (await call('/api/feriados?size=200', { as: 'admin', dbKey: freshDb() })).json()
    const finados = body.content.find((f: { data: string }) => f.data === '2026-11-02')
    expect(finados).toEqual({
      id: expect.any(Number),
      codigo: expect.any(Number),
      data: '2026-11-02',
      descricao: 'Finados',
      cidade: null,
      facultativo: false,
      compensar: false,
    })
    const municipal = body.content.find((f: { descricao: string }) => f.descricao === 'Aniversário de Santa Aurora')
    expect(municipal.cidade).toEqual({ id: 1, descricao: 'Santa Aurora', uf: 'SP' })
  })

  it('[REG-036][mock] a holiday created without the flags is neither facultative nor compensated', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/feriados', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { data: '2026-11-18', descricao: 'Feriado teste' },
    })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({ data: '2026-11-18', cidade: null, facultativo: false, compensar: false })
  })

  it('a new holiday changes the time card of that day at once', async () => {
    const dbKey = freshDb()
    const dia = async () => {
      const cartao = await (await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })).json()
      return (cartao.manutencaoDTO.registros as Record<string, DiaCartao>)['2026-11-18']!.registro
    }
    expect((await dia()).descricaoOcorrencia ?? '').not.toContain('Feriado')
    await call('/api/feriados', { method: 'POST', as: 'admin', dbKey, body: { data: '2026-11-18', descricao: 'Padroeira' } })
    expect((await dia()).descricaoOcorrencia).toContain('Padroeira')
  })

  it('validates the date and the city; writes need front_feriado', async () => {
    const dbKey = freshDb()
    const invalido = await call('/api/feriados', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { data: '2026-13-45', descricao: 'x', cidade: { id: 99 } },
    })
    expect((await invalido.json()).errors.map((e: { property: string }) => e.property)).toEqual(['data', 'cidade'])
    expect(
      (await call('/api/feriados', { method: 'POST', as: 'supervisor', dbKey, body: { data: '2026-11-18', descricao: 'x' } })).status,
    ).toBe(403)
    expect(dbFor(dbKey).feriados.some((f) => f.descricao === 'x')).toBe(false)
  })
})
