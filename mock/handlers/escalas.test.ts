import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const ABERTA = 13

describe('shift rosters (/api/escalas)', () => {
  it('[REG-034][mock] a roster is per employee and holds an escalaDia per day with quadroHorarioId, folga and horas', async () => {
    const dbKey = freshDb()
    const body = await (await call('/api/escalas', { as: 'rh', dbKey })).json()
    const escala = body.content.find((e: { descricao: string }) => e.descricao === 'Plantões 12x36 da UBS Centro')
    expect(escala.funcionario).toMatchObject({ id: expect.any(Number), nome: expect.any(String) })
    expect(escala.competencia).toMatchObject({ id: ABERTA, descricaoCurta: '11/2026' })
    expect(escala.dias).toHaveLength(30)
    expect(Object.keys(escala.dias[0]).sort()).toEqual(['data', 'folga', 'horas', 'quadroHorarioId'])
    // 12x36: a working day of 12 hours, then a rest day.
    const trabalho = escala.dias.filter((d: { folga: boolean }) => !d.folga)
    expect(trabalho.every((d: { horas: string; quadroHorarioId: number }) => d.horas === '12:00' && d.quadroHorarioId === 8)).toBe(true)
    expect(escala.folgas).toBe(30 - trabalho.length)
    expect(escala.dias.filter((d: { folga: boolean }) => d.folga).every((d: { horas: null }) => d.horas === null)).toBe(true)
  })

  it('[REG-034][mock] a new roster starts from the employee schedule; its days are then saved one by one', async () => {
    const dbKey = freshDb()
    const novo = await call('/api/escalas', { method: 'POST', as: 'rh', dbKey, body: { descricao: 'Escala de novembro', competenciaId: ABERTA, funcionarioId: 1 } })
    expect(novo.status).toBe(201)
    const escala = await novo.json()
    expect(escala.dias.find((d: { data: string }) => d.data === '2026-11-16')).toEqual({ data: '2026-11-16', quadroHorarioId: 1, folga: false, horas: '08:00' })
    expect(escala.dias.find((d: { data: string }) => d.data === '2026-11-15')).toEqual({ data: '2026-11-15', quadroHorarioId: null, folga: true, horas: null })

    const dias = escala.dias.map((d: { data: string }) =>
      d.data === '2026-11-21' ? { data: d.data, quadroHorarioId: 8, folga: false, horas: '12:00' } : d.data === '2026-11-16' ? { data: d.data, folga: true } : d,
    )
    const salvo = await call(`/api/escalas/${escala.id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...escala, competenciaId: ABERTA, funcionarioId: 1, dias } })
    expect(salvo.status).toBe(200)
    const depois = dbFor(dbKey).escalas.find((e) => e.id === escala.id)!
    expect(depois.dias.find((d) => d.data === '2026-11-21')).toEqual({ data: '2026-11-21', quadroHorarioId: 8, folga: false, horas: 720 })
    expect(depois.dias.find((d) => d.data === '2026-11-16')).toEqual({ data: '2026-11-16', quadroHorarioId: null, folga: true, horas: null })

    // Saving the header alone keeps the days.
    await call(`/api/escalas/${escala.id}`, { method: 'PUT', as: 'rh', dbKey, body: { descricao: 'Escala de novembro (revista)', competenciaId: ABERTA, funcionarioId: 1 } })
    expect(dbFor(dbKey).escalas.find((e) => e.id === escala.id)!.dias.find((d) => d.data === '2026-11-21')!.horas).toBe(720)
  })

  it('refuses a second roster of the same employee and competence, a closed competence and malformed days', async () => {
    const dbKey = freshDb()
    const existente = dbFor(dbKey).escalas[0]!
    const repetida = await call('/api/escalas', {
      method: 'POST', as: 'rh', dbKey, body: { descricao: 'Outra', competenciaId: ABERTA, funcionarioId: existente.funcionarioId },
    })
    expect(repetida.status).toBe(400)
    expect((await repetida.json()).errors).toEqual([
      { entity: 'Escala', property: 'funcionarioId', message: 'funcionário já possui escala nesta competência', invalidValue: existente.funcionarioId },
    ])
    const fechada = await call('/api/escalas', { method: 'POST', as: 'rh', dbKey, body: { descricao: 'Antiga', competenciaId: 12, funcionarioId: 1 } })
    expect((await fechada.json()).errors[0]).toMatchObject({ property: 'competenciaId', message: 'competência fechada não aceita escala' })
    const dias = existente.dias.map((d) => ({ ...d, horas: d.folga ? null : '25:00' }))
    const invalida = await call(`/api/escalas/${existente.id}`, {
      method: 'PUT', as: 'rh', dbKey, body: { descricao: existente.descricao, competenciaId: ABERTA, funcionarioId: existente.funcionarioId, dias },
    })
    expect(invalida.status).toBe(400)
    expect((await invalida.json()).errors[0]).toMatchObject({ property: expect.stringMatching(/^dias\[\d+\]\.horas$/), message: 'deve estar no formato hh:mm' })
  })

  it('writes need front_escalas; rosters are searched by description and deleted', async () => {
    const dbKey = freshDb()
    expect((await call('/api/escalas', { method: 'POST', as: 'supervisor', dbKey, body: {} })).status).toBe(403)
    const busca = await (await call('/api/escalas/search/fulltext?text=vigilancia', { as: 'rh', dbKey })).json()
    expect(busca.content.map((e: { descricao: string }) => e.descricao)).toEqual(['Vigilância noturna 12x36'])
    expect((await call(`/api/escalas/${busca.content[0].id}`, { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
  })
})
