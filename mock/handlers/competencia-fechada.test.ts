import { beforeAll, describe, expect, it, vi } from 'vitest'
import { latin1Text } from '../fiscal/texto'
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

describe('a closed competence is calculated with the undated registers it closed with', () => {
  const cartao = async (dbKey: string, competenciaId: number) =>
    (await (await call(`/api/cartaoponto?funcionarioId=1&competenciaId=${competenciaId}`, { as: 'rh', dbKey })).json()).manutencaoDTO
  const estado = async (dbKey: string) => ({
    outubro: await cartao(dbKey, 12),
    exportacao: await (await call('/api/fechamentos/12/export?formato=csv', { as: 'rh', dbKey })).text(),
    novembro: await cartao(dbKey, 13),
  })

  /** Fernanda's schedule starting at `entrada` on weekdays. */
  async function mudarHorario(dbKey: string, entrada: string) {
    const horarioId = dbFor(dbKey).funcionarios.find((f) => f.id === 1)!.quadrosHorario.at(-1)!.horarioId
    const horario = await (await call(`/api/horarios/${horarioId}`, { as: 'admin', dbKey })).json()
    for (const dia of ['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA']) {
      const [primeiro] = horario.horariosSemana[dia] as { entrada: string }[]
      if (primeiro) primeiro.entrada = entrada
    }
    expect((await call('/api/horarios', { method: 'PUT', as: 'admin', dbKey, body: horario })).status).toBe(200)
  }

  /** Fernanda's schedule starting two hours earlier on weekdays, lunch hour overtime off, and her admission on 20/10. */
  async function mudarCadastros(dbKey: string) {
    await mudarHorario(dbKey, '06:00')
    expect((await call('/api/config', { method: 'PUT', as: 'admin', dbKey, body: { utilizaHoraExtraIntervalo: false } })).status).toBe(200)
    const funcionario = await (await call('/api/funcionarios/1', { as: 'rh', dbKey })).json()
    const salvo = await call('/api/funcionarios/1', { method: 'PUT', as: 'rh', dbKey, body: { ...funcionario, admissao: '2026-10-20' } })
    expect(salvo.status).toBe(200)
  }

  it('a schedule, a company setting or an admission changed after the closing reach the open month only', async () => {
    const dbKey = freshDb()
    const antes = await estado(dbKey)
    await mudarCadastros(dbKey)
    const depois = await estado(dbKey)
    expect(depois.novembro).not.toEqual(antes.novembro)
    expect(depois.outubro).toEqual(antes.outubro)
    expect(depois.exportacao).toBe(antes.exportacao)
  })

  it('the fiscal files of a closed month keep its schedules and hours; an open month\'s show the change', async () => {
    const dbKey = freshDb()
    const acjef = async (inicio: string, fim: string) => {
      const r = await call('/api/arquivos-fiscais/acjef', { method: 'POST', as: 'rh', dbKey, body: { empresaId: 1, inicio, fim } })
      expect(r.status).toBe(200)
      // Without the header, which carries the time it was made.
      return latin1Text(new Uint8Array(await r.arrayBuffer())).split('\r\n').slice(1)
    }
    const outubro = await acjef('2026-10-01', '2026-10-31')
    const novembro = await acjef('2026-11-01', '2026-11-15')
    await mudarHorario(dbKey, '06:00')
    expect(await acjef('2026-11-01', '2026-11-15')).not.toEqual(novembro)
    expect(await acjef('2026-10-01', '2026-10-31')).toEqual(outubro)
  })

  it('reopened, the month is calculated with the registers as they are; closed again, it keeps them', async () => {
    const dbKey = freshDb()
    const antes = await estado(dbKey)
    await mudarCadastros(dbKey)
    expect((await call('/api/fechamentos/12', { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    const reaberto = await cartao(dbKey, 12)
    expect(reaberto).not.toEqual(antes.outubro)
    const fechar = await call('/api/fechamentos', { method: 'POST', as: 'rh', dbKey, body: { competenciaId: 12, ignorarInconsistencias: true } })
    expect(fechar.status).toBe(201)
    await mudarHorario(dbKey, '08:00')
    expect(await cartao(dbKey, 12)).toEqual(reaberto)
  })

  it('closed and reopened in the competence register, a month keeps and lets go of its registers the same way', async () => {
    const dbKey = freshDb()
    const salvar = async (situacao: string) => {
      const novembro = (await (await call('/api/competencias', { as: 'admin', dbKey })).json())._embedded.competencias.find((c: { id: number }) => c.id === 13)
      expect((await call('/api/competencias/save', { method: 'POST', as: 'admin', dbKey, body: { ...novembro, situacao } })).status).toBe(200)
    }
    await salvar('FECHADA')
    const fechado = await cartao(dbKey, 13)
    await mudarHorario(dbKey, '06:00')
    expect(await cartao(dbKey, 13)).toEqual(fechado)
    await salvar('ABERTA')
    expect(await cartao(dbKey, 13)).not.toEqual(fechado)
  })
})
