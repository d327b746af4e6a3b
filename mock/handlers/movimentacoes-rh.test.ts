import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/index'
import { call, freshDb } from './lib/test-client'
import { MOVIMENTACAO_RH } from './movimentacoes-rh'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

/** Márcia (22): 'Afastamento' 2026-10-20..2026-11-10 (movement 1 of her), ABONO with reason 101 on her shifts. */
const MARCIA = 22

function movimentacaoDa(dbKey: string, funcionarioId: number) {
  const m = dbFor(dbKey).movimentacoesRH.find((x) => x.funcionarioId === funcionarioId)
  if (!m) throw new Error(`sem movimentação de ${funcionarioId}`)
  return m
}

function dia(dbKey: string, data: string, competenciaId = 13, funcionarioId = MARCIA) {
  const registro = buildCartaoPonto(dbFor(dbKey), funcionarioId, competenciaId).manutencaoDTO.registros[data]?.registro
  if (!registro) throw new Error(`sem o dia ${data}`)
  return registro
}

/** The days of the current competence that carry the movement's justification. */
function diasJustificados(dbKey: string, competenciaId = 13) {
  const registros = buildCartaoPonto(dbFor(dbKey), MARCIA, competenciaId).manutencaoDTO.registros
  return Object.entries(registros)
    .filter(([, d]) => d.registro.tratamentos.some((t) => t.movimentacao))
    .map(([data]) => data)
}

function remover(dbKey: string, id: number, as = 'rh', overrides?: { permissions: string[] }) {
  return call(`/api/movimentacaorh/${id}`, { method: 'DELETE', as, dbKey, ...(overrides ? { overrides } : {}) })
}

function reprocessar(dbKey: string, id: number, as = 'rh', overrides?: { permissions: string[] }) {
  return call(`/api/movimentacaorh/${id}/reprocessar`, { method: 'POST', as, dbKey, ...(overrides ? { overrides } : {}) })
}

describe('DELETE /api/movimentacaorh/{id}', () => {
  it('[TC-143][mock] removes the justifications of the movement and the days it covered count as absences', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const antes = diasJustificados(dbKey)
    expect(antes.length).toBeGreaterThan(0)
    expect(antes.every((d) => d >= '2026-11-01' && d <= '2026-11-10')).toBe(true)
    const [primeiro] = antes
    expect(dia(dbKey, primeiro!)).toMatchObject({ descricaoOcorrencia: 'Afastamento', falta: '' })

    const response = await remover(dbKey, m.id)
    expect(response.status).toBe(204)
    expect(diasJustificados(dbKey)).toEqual([])
    const depois = dia(dbKey, primeiro!)
    expect(depois.tratamentos).toEqual([])
    expect(depois.descricaoOcorrencia).not.toBe('Afastamento')
    expect(depois.falta).not.toBe('')
    // Days after the movement are untouched.
    expect(dia(dbKey, '2026-11-11').descricaoOcorrencia).not.toBe('Afastamento')
    // The movement is still listed on the card (it comes from payroll).
    expect(buildCartaoPonto(dbFor(dbKey), MARCIA, 13).movimentacaoRH.map((x) => x.id)).toEqual([m.id])
  })

  it('keeps the justifications of the closed competence it covers', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const anteriores = diasJustificados(dbKey, 12)
    expect(anteriores.length).toBeGreaterThan(0)
    expect((await remover(dbKey, m.id)).status).toBe(204)
    expect(diasJustificados(dbKey, 12)).toEqual(anteriores)
  })

  it('[TC-142][mock] needs front_manutencao_movimentacaorh_excluir and the editing rules of the card', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const semPapel = (await import('../idp/demo-users')).ALL_PERMISSIONS.filter((p) => p !== MOVIMENTACAO_RH.excluir)
    const negado = await remover(dbKey, m.id, 'rh', { permissions: semPapel })
    expect(negado.status).toBe(403)
    expect(await negado.json()).toMatchObject({ status: 403, path: `/api/movimentacaorh/${m.id}` })
    expect((await remover(dbKey, m.id, 'supervisor')).status).toBe(403)
    expect((await call(`/api/movimentacaorh/${m.id}`, { method: 'DELETE', dbKey })).status).toBe(401)
    expect((await remover(dbKey, 9999)).status).toBe(404)
    dbFor(dbKey).bloqueios.push({ id: 999, funcionarioId: MARCIA, competenciaId: 13, dataBloqueio: '2026-11-16T10:00:00', usuarioId: null })
    expect((await remover(dbKey, m.id)).status).toBe(409)
    expect(diasJustificados(dbKey).length).toBeGreaterThan(0)
  })

  it('a movement only in a closed competence cannot be changed (400)', async () => {
    const dbKey = freshDb()
    // Employee 29: vacation in the previous (closed) competence.
    const ferias = movimentacaoDa(dbKey, 29)
    const response = await remover(dbKey, ferias.id)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: expect.stringContaining('Competência fechada') })
  })
})

describe('POST /api/movimentacaorh/{id}/reprocessar', () => {
  it('[TC-145][mock] creates the justifications again on the days the movement covers', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const antes = diasJustificados(dbKey)
    const [primeiro] = antes
    expect((await remover(dbKey, m.id)).status).toBe(204)
    expect(diasJustificados(dbKey)).toEqual([])

    const response = await reprocessar(dbKey, m.id)
    expect(response.status).toBe(204)
    expect(diasJustificados(dbKey)).toEqual(antes)
    expect(dia(dbKey, primeiro!)).toMatchObject({ descricaoOcorrencia: 'Afastamento', falta: '' })
    expect(dia(dbKey, primeiro!).tratamentos).toEqual([
      expect.objectContaining({ tipoJustificativa: 'ABONO', movimentacao: true, motivo: expect.objectContaining({ id: 101 }) }),
    ])
  })

  it('reprocessing twice does not duplicate the justifications', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const [primeiro] = diasJustificados(dbKey)
    expect((await reprocessar(dbKey, m.id)).status).toBe(204)
    expect((await reprocessar(dbKey, m.id)).status).toBe(204)
    expect(dia(dbKey, primeiro!).tratamentos).toHaveLength(1)
  })

  it('[TC-144][mock] needs front_manutencao_movimentacaorh_reprocessar', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    const semPapel = (await import('../idp/demo-users')).ALL_PERMISSIONS.filter((p) => p !== MOVIMENTACAO_RH.reprocessar)
    expect((await reprocessar(dbKey, m.id, 'rh', { permissions: semPapel })).status).toBe(403)
    expect((await reprocessar(dbKey, m.id, 'responsavel')).status).toBe(403)
    expect((await reprocessar(dbKey, 9999)).status).toBe(404)
  })
})

describe('the period a movement call goes through', () => {
  /** A competence stored before its period was limited (REG-043), open, after the current one and spanning centuries. */
  function competenciaSemLimite(dbKey: string) {
    const db = dbFor(dbKey)
    const atual = db.competencias.find((c) => c.id === 13)
    if (!atual) throw new Error('sem a competência 13')
    db.competencias.push({ ...atual, id: 999, ano: 2030, mes: 1, inicio: '2030-01-01', fim: '9999-12-31' })
  }

  it.each([
    ['2000-01-01..2099-12-31', '2099-12-31'],
    ['open-ended', null],
  ])('answers 400 at once, before listing its days, when a card would pass 31 days (%s)', async (_caso, dataFim) => {
    const dbKey = freshDb()
    competenciaSemLimite(dbKey)
    const m = movimentacaoDa(dbKey, MARCIA)
    Object.assign(m, { dataInicio: '2000-01-01', dataFim })
    const antes = diasJustificados(dbKey)
    for (const enviar of [remover, reprocessar]) {
      const inicio = performance.now()
      const response = await enviar(dbKey, m.id)
      expect(performance.now() - inicio).toBeLessThan(500)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [
          {
            entity: 'MovimentacaoRH',
            property: 'dataFim',
            invalidValue: dataFim,
            message: 'O período da movimentação na competência 01/2030 passa de 31 dias: corrija o início e o fim no cadastro de competências.',
          },
        ],
      })
    }
    expect(diasJustificados(dbKey)).toEqual(antes)
    expect(m.diasRemovidos).toBeUndefined()
  })

  it('a long movement goes through: only its days in each open competence are touched', async () => {
    const dbKey = freshDb()
    const m = movimentacaoDa(dbKey, MARCIA)
    Object.assign(m, { dataInicio: '2000-01-01', dataFim: '2099-12-31' })
    expect((await remover(dbKey, m.id)).status).toBe(204)
    expect(m.diasRemovidos?.[0]).toBe('2026-11-01')
    expect(m.diasRemovidos?.at(-1)).toBe('2026-11-30')
  })
})

describe('a holiday inside a leave', () => {
  it('is named by the leave on the card (Márcia is away on 02/11, Finados): the holiday does not interrupt it', () => {
    const dbKey = freshDb()
    expect(dia(dbKey, '2026-11-02')).toMatchObject({ descricaoOcorrencia: 'Afastamento', memoriaCalculo: 'Afastamento', falta: '' })
  })
})
