import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

// 10/2026 (competence 12) is closed, 11/2026 (13) open.
beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const FECHADA = 'a data pertence à competência 10/2026, que está fechada'

/** What the closed month says to the payroll and carries into the next one. */
async function fotografia(dbKey: string) {
  const cartao = async (funcionarioId: number, competenciaId: number) =>
    (await (await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=${competenciaId}`, { as: 'rh', dbKey })).json()).manutencaoDTO
  const outubro = await cartao(1, 12)
  const novembro = await cartao(1, 13)
  const exportacao = await (await call('/api/fechamentos/12/export?formato=csv', { as: 'rh', dbKey })).text()
  return { final: outubro.totalSaldoBancoFinal, extras: outubro.totalHoraExtraGeral, inicial: novembro.totalSaldoBancoInicial, exportacao }
}

const erros = async (r: Response) => ((await r.json()) as { errors: { property: string; message: string }[] }).errors

describe('a closed competence cannot be changed through the registers dated in it', () => {
  it('refuses hour-bank entries dated in it (new, moved in or out, deleted): the closed balance, the export and the next opening stay', async () => {
    const dbKey = freshDb()
    const antes = await fotografia(dbKey)
    const corpo = { funcionario: { id: 1 }, bancoHoras: { id: 1 }, tipo: 'CREDITO', horas: '05:00', observacao: 'Acerto' }
    const novo = await call('/api/banco-horas/lancamentos', { method: 'POST', as: 'rh', dbKey, body: { ...corpo, data: '2026-10-15' } })
    expect(novo.status).toBe(400)
    expect(await erros(novo)).toEqual([expect.objectContaining({ property: 'data', message: FECHADA })])

    // The seeded -01:00 of 20/10/2026 can neither leave the closed month nor be deleted.
    const outubro = dbFor(dbKey).lancamentosBancoHoras.find((l) => l.funcionarioId === 1 && l.data === '2026-10-20')!
    const mover = await call('/api/banco-horas/lancamentos', {
      method: 'POST', as: 'rh', dbKey, body: { ...corpo, id: outubro.id, tipo: 'DEBITO', horas: '01:00', data: '2026-11-10' },
    })
    expect(await erros(mover)).toEqual([expect.objectContaining({ property: 'data', message: FECHADA })])
    const excluir = await call(`/api/banco-horas/lancamentos/${outubro.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(excluir.status).toBe(409)
    expect((await excluir.json()).message).toBe('Lançamento da competência 10/2026, que está fechada: não pode ser excluído.')
    expect(await fotografia(dbKey)).toEqual(antes)

    // An open month takes entries as before.
    const aberto = await call('/api/banco-horas/lancamentos', { method: 'POST', as: 'rh', dbKey, body: { ...corpo, data: '2026-11-10' } })
    expect(aberto.status).toBe(201)
  })

  it('after reopening the month, the entry goes in and the next month opens with it', async () => {
    const dbKey = freshDb()
    const antes = await fotografia(dbKey)
    expect((await call('/api/fechamentos/12', { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    const corpo = { funcionario: { id: 1 }, bancoHoras: { id: 1 }, data: '2026-10-15', tipo: 'CREDITO', horas: '05:00', observacao: 'Acerto' }
    expect((await call('/api/banco-horas/lancamentos', { method: 'POST', as: 'rh', dbKey, body: corpo })).status).toBe(201)
    const depois = await fotografia(dbKey)
    const min = (hhmm: string) => (hhmm.startsWith('-') ? -1 : 1) * hhmm.replace('-', '').split(':').reduce((h, m) => Number(h) * 60 + Number(m), 0)
    expect(min(depois.final) - min(antes.final)).toBe(300)
    expect(depois.inicial).toBe(depois.final)
  })

  it('refuses day-bank and compensation-bank entries dated in it', async () => {
    const dbKey = freshDb()
    const dias = await call('/api/banco-dias/lancamentos', {
      method: 'POST', as: 'rh', dbKey, body: { funcionario: { id: 1 }, bancoDias: { id: 1 }, data: '2026-10-15', dias: 1, observacao: 'Acerto' },
    })
    expect(await erros(dias)).toEqual([expect.objectContaining({ property: 'data', message: FECHADA })])
    const compensacao = dbFor(dbKey).lancamentosBancoCompensacao.find((l) => l.funcionarioId === 38 && l.data === '2026-10-10')!
    const excluir = await call(`/api/banco-compensacao/lancamentos/${compensacao.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(excluir.status).toBe(409)
  })

  it('refuses a holiday dated in it (new or deleted): the closed cards and the export stay', async () => {
    const dbKey = freshDb()
    const antes = await fotografia(dbKey)
    const novo = await call('/api/feriados', {
      method: 'POST', as: 'rh', dbKey, body: { data: '2026-10-14', descricao: 'Feriado municipal', cidade: null, facultativo: false, compensar: false },
    })
    expect(novo.status).toBe(400)
    expect(await erros(novo)).toEqual([expect.objectContaining({ property: 'data', message: FECHADA })])
    const aparecida = dbFor(dbKey).feriados.find((f) => f.data === '2026-10-12')!
    const excluir = await call(`/api/feriados/${aparecida.id}`, { method: 'DELETE', as: 'rh', dbKey })
    expect(excluir.status).toBe(409)
    expect((await excluir.json()).message).toBe('Feriado da competência 10/2026, que está fechada: não pode ser excluído.')
    expect(await fotografia(dbKey)).toEqual(antes)
    const futuro = await call('/api/feriados', {
      method: 'POST', as: 'rh', dbKey, body: { data: '2026-12-08', descricao: 'Feriado municipal', cidade: null, facultativo: false, compensar: false },
    })
    expect(futuro.status).toBe(201)
  })

  it("refuses a link on the employee's pages from a day of it, as the batch actions do", async () => {
    const dbKey = freshDb()
    const antes = await fotografia(dbKey)
    const resposta = await call('/api/funcionarios/1/vinculos/quadroHorario', { method: 'POST', as: 'rh', dbKey, body: { registroId: 5, inicio: '2026-10-10' } })
    expect(resposta.status).toBe(400)
    expect(await erros(resposta)).toEqual([expect.objectContaining({ property: 'inicio', message: FECHADA })])
    expect(await fotografia(dbKey)).toEqual(antes)
  })
})
