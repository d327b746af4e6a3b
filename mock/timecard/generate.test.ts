import { describe, expect, it } from 'vitest'
import type { Db } from '../db/index'
import { ensureMes } from './generate'
import { ANTERIOR, ATUAL, dbE2e } from './test-db'

function conteudo(db: Db, funcionarioId: number, competenciaId: number) {
  const registros = new Map(db.registros.filter((r) => r.funcionarioId === funcionarioId && r.competenciaId === competenciaId).map((r) => [r.id, r.data]))
  const marcacoes = db.marcacoes.filter((m) => registros.has(m.registroId))
    .map((m) => `${registros.get(m.registroId)} ${m.data} ${m.hora} ${m.tipoMarcacao} ${m.desconsiderada} ${m.motivoId} ${m.nsr}`)
  const tratamentos = db.tratamentos.filter((t) => registros.has(t.registroId))
    .map((t) => `${registros.get(t.registroId)} ${t.tipoJustificativa} ${t.horas} ${t.motivoId} ${t.solicitacaoId} ${t.acaoLoteId}`)
  return { dias: [...registros.values()], marcacoes, tratamentos }
}

describe('ensureMes', () => {
  it('generates the same month whatever was generated before', () => {
    const a = dbE2e()
    const b = dbE2e()
    ensureMes(a, 1, ATUAL)
    ensureMes(a, 33, ATUAL)
    for (const f of [70, 33, 2]) ensureMes(b, f, ANTERIOR)
    ensureMes(b, 33, ATUAL)
    ensureMes(b, 1, ATUAL)
    expect(conteudo(b, 1, ATUAL)).toEqual(conteudo(a, 1, ATUAL))
    expect(conteudo(b, 33, ATUAL)).toEqual(conteudo(a, 33, ATUAL))
    expect(conteudo(a, 1, ATUAL).marcacoes.length).toBeGreaterThan(30)
  })

  it('generates once: later edits stick', () => {
    const db = dbE2e()
    ensureMes(db, 1, ATUAL)
    const total = db.marcacoes.length
    const primeira = db.marcacoes[0]!
    db.marcacoes.splice(0, 1)
    ensureMes(db, 1, ATUAL)
    expect(db.marcacoes).toHaveLength(total - 1)
    expect(db.marcacoes.some((m) => m.id === primeira.id)).toBe(false)
    expect(db.registros.filter((r) => r.funcionarioId === 1)).toHaveLength(30)
  })

  it('punches reach the present moment of today only, from the clock REP with growing NSR', () => {
    const db = dbE2e()
    for (const f of db.funcionarios) ensureMes(db, f.id, ATUAL)
    expect(db.marcacoes.every((m) => m.data < '2026-11-16' || (m.data === '2026-11-16' && m.hora < '12:00'))).toBe(true)
    expect(db.marcacoes.some((m) => m.data === '2026-11-16')).toBe(true)
    const originais = db.marcacoes.filter((m) => m.tipoMarcacao === 'ORIGINAL')
    expect(originais.every((m) => m.equipamento === 'REP-C 0001' && m.nsr !== null)).toBe(true)
    const porHora = [...originais].sort((x, y) => x.dataHora.localeCompare(y.dataHora) || x.funcionarioId - y.funcionarioId)
    const nsrs = porHora.map((m) => m.nsr as number)
    expect(nsrs).toEqual([...nsrs].sort((x, y) => x - y))
    expect(new Set(nsrs).size).toBe(nsrs.length)
    expect(db.marcacoes.filter((m) => m.tipoMarcacao !== 'ORIGINAL').every((m) => m.nsr === null)).toBe(true)
  })

  it('follows the schedule: pre-marked slots, night shifts ending the next day, nothing for who does not control time', () => {
    const db = dbE2e()
    for (const f of [5, 14, 20]) ensureMes(db, f, ANTERIOR)
    const de = (f: number) => db.marcacoes.filter((m) => m.funcionarioId === f)
    expect(de(5)).toEqual([])
    const pre = de(20).filter((m) => m.tipoMarcacao === 'PRE_ASSINALADO')
    expect(pre.length).toBeGreaterThan(10)
    expect(new Set(pre.map((m) => m.hora))).toEqual(new Set(['10:00', '10:15']))
    const registros = new Map(db.registros.map((r) => [r.id, r.data]))
    const noturnas = de(14).filter((m) => m.data !== registros.get(m.registroId))
    expect(noturnas.length).toBeGreaterThan(10)
    expect(noturnas.every((m) => m.hora < '09:00')).toBe(true)
  })
})
