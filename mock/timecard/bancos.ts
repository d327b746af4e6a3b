import { formatMinutes, type BankEntry, type MonthOpening } from '../engine/index'
import type { BancoCompensacao, Competencia, IsoDate } from '../db/index'
import type { BancoCompensacaoResumo, BancoDiasResumo } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { addDays, endOfMonthAfter } from './calendar'
import type { Contexto } from './contexto'
import type { LinhasMes } from './linhas'
import { bancoCompensacaoDoMes, type MesCalculado } from './mes'

/**
 * Bank balances carried from month to month: the opening of a competence is the seeded balance plus every
 * earlier month's movements (calculated days, treatments, entries by hand), so the card of month N+1 opens
 * with the final balance of month N.
 */

function antes(data: IsoDate, c: Competencia): boolean {
  return data < c.inicio
}

function dentro(data: IsoDate, c: Competencia): boolean {
  return data >= c.inicio && data <= c.fim
}

/** Hour bank: opening balance, the month's entries by hand and payments. */
export function aberturaBancoHoras(ctx: Contexto, c: Competencia, historico: readonly MesCalculado[]): Omit<MonthOpening, 'hoje' | 'bancosDias'> {
  const lancamentos = ctx.db.lancamentosBancoHoras.filter((l) => l.funcionarioId === ctx.funcionario.id)
  let saldo = 0
  for (const l of lancamentos) if (antes(l.data, c)) saldo += l.tipo === 'PAGAMENTO' ? -Math.abs(l.minutos) : l.minutos
  for (const mes of historico) {
    if (!mes.settings.bancoHoras) continue
    for (const d of mes.resultado.dias) saldo += d.saldoBanco
  }
  const doMes = lancamentos.filter((l) => dentro(l.data, c))
  const entry = (l: { data: IsoDate; minutos: number }): BankEntry => ({ data: l.data, minutos: l.minutos })
  return {
    saldoBancoInicial: saldo,
    lancamentos: doMes.filter((l) => l.tipo !== 'PAGAMENTO').map(entry),
    pagamentos: doMes.filter((l) => l.tipo === 'PAGAMENTO').map(entry),
  }
}

function movimentoBancoDias(tipo: string): number {
  if (tipo === 'BANCO_DE_DIAS_DEBITO') return -1
  return tipo === 'BANCO_DE_DIAS_CREDITO' ? 1 : 0
}

/** Day banks: the opening balance of every bank linked in the month (or holding a balance). */
export function aberturaBancosDias(ctx: Contexto, c: Competencia, anteriores: readonly (LinhasMes | undefined)[]): Map<number, number> {
  const saldos = new Map<number, number>()
  const somar = (bancoId: number, dias: number) => saldos.set(bancoId, (saldos.get(bancoId) ?? 0) + dias)
  for (const link of ctx.funcionario.bancosDias) {
    if (link.inicio <= c.fim && (link.fim === null || link.fim >= c.inicio)) somar(link.bancoDiasId, 0)
  }
  for (const l of ctx.db.lancamentosBancoDias) {
    if (l.funcionarioId === ctx.funcionario.id && antes(l.data, c)) somar(l.bancoDiasId, l.dias)
  }
  for (const linhas of anteriores) {
    for (const lista of linhas?.tratamentos.values() ?? []) {
      for (const t of lista) if (t.bancoDiasId !== null && movimentoBancoDias(t.tipoJustificativa) !== 0) somar(t.bancoDiasId, movimentoBancoDias(t.tipoJustificativa))
    }
  }
  return saldos
}

/** TC-179/215: the engine's day bank rows plus the month's entries by hand, with the bank names. */
export function resumoBancosDias(ctx: Contexto, mes: MesCalculado): BancoDiasResumo[] {
  const rows = new Map(mes.resultado.bancoDias.map((r) => [r.bancoId, { ...r }]))
  for (const l of ctx.db.lancamentosBancoDias) {
    if (l.funcionarioId !== ctx.funcionario.id || !dentro(l.data, mes.competencia)) continue
    const row = rows.get(l.bancoDiasId) ?? { bancoId: l.bancoDiasId, saldoInicial: 0, saldoBancoMais: 0, saldoBancoMenos: 0, saldoBancoFinal: 0 }
    if (l.dias > 0) row.saldoBancoMais += l.dias
    else row.saldoBancoMenos -= l.dias
    rows.set(l.bancoDiasId, row)
  }
  return [...rows.values()]
    .sort((a, b) => a.bancoId - b.bancoId)
    .map((r) => ({
      ...r,
      saldoBancoFinal: r.saldoInicial + r.saldoBancoMais - r.saldoBancoMenos,
      bancoDescricao: ctx.db.bancosDias.find((b) => b.id === r.bancoId)?.descricao ?? `Banco de dias ${r.bancoId}`,
    }))
}

interface Movimento {
  data: IsoDate
  minutos: number
  manual: boolean
}

function movimentosCompensacao(ctx: Contexto, banco: BancoCompensacao, meses: readonly MesCalculado[]): Movimento[] {
  const out: Movimento[] = ctx.db.lancamentosBancoCompensacao
    .filter((l) => l.funcionarioId === ctx.funcionario.id && l.bancoCompensacaoId === banco.id)
    .map((l) => ({ data: l.data, minutos: l.minutos, manual: true }))
  if (!banco.apenasLancamentoManual) {
    for (const mes of meses) {
      if (!mes.settings.bancoCompensacao) continue
      for (const d of mes.resultado.dias) {
        if (d.compensacaoMais > 0) out.push({ data: d.data, minutos: d.compensacaoMais, manual: false })
        const menos = d.compensacaoMais - d.compensacao
        if (menos > 0) out.push({ data: d.data, minutos: -menos, manual: false })
      }
    }
  }
  return out.sort((a, b) => a.data.localeCompare(b.data))
}

const hhmm = formatMinutes

/** COMPETENCIAS: one row per competence of the bank up to the card's, each opening with the previous final. */
function porCompetencias(banco: BancoCompensacao, movimentos: Movimento[], meses: readonly MesCalculado[]) {
  let saldo = 0
  return meses.map(({ competencia: c }) => {
    const doMes = movimentos.filter((m) => dentro(m.data, c))
    const soma = (f: (m: Movimento) => boolean) => doMes.filter(f).reduce((s, m) => s + Math.abs(m.minutos), 0)
    const mais = soma((m) => !m.manual && m.minutos > 0)
    const maisManual = soma((m) => m.manual && m.minutos > 0)
    const menos = soma((m) => !m.manual && m.minutos < 0)
    const menosManual = soma((m) => m.manual && m.minutos < 0)
    const saldoInicial = saldo
    saldo = saldoInicial + mais + maisManual - menos - menosManual
    return {
      mes: c.mes, ano: c.ano, saldoInicial: hhmm(saldoInicial), mais: hhmm(mais), maisManual: hhmm(maisManual),
      maisTotal: hhmm(mais + maisManual), menos: hhmm(menos), menosManual: hhmm(menosManual), menosTotal: hhmm(menos + menosManual),
      saldoFinal: hhmm(saldo), validoAte: endOfMonthAfter(c.inicio, banco.validade),
    }
  })
}

/** DIAS: each credit expires `validade` days after it; debits consume the oldest valid credit first. */
function porVencimento(banco: BancoCompensacao, movimentos: Movimento[], c: Competencia) {
  const lotes: { vencimento: IsoDate; saldo: number }[] = []
  for (const m of movimentos) {
    if (m.data > c.fim) break
    if (m.minutos > 0) {
      lotes.push({ vencimento: addDays(m.data, banco.validade), saldo: m.minutos })
      continue
    }
    let falta = -m.minutos
    for (const lote of lotes) {
      if (falta === 0) break
      if (lote.vencimento < m.data || lote.saldo === 0) continue
      const usado = Math.min(lote.saldo, falta)
      lote.saldo -= usado
      falta -= usado
    }
  }
  return lotes.filter((l) => l.saldo > 0 && l.vencimento >= c.inicio).map((l) => ({ vencimento: l.vencimento, saldo: hhmm(l.saldo) }))
}

export interface ResumosCompensacao {
  calculado: BancoCompensacaoResumo | null
  manual: BancoCompensacaoResumo | null
}

/**
 * TC-183..186, TC-216: the compensation bank the employee is linked to in the month. A bank fed by the
 * calculated days goes to bancoCompensacaoResumo; a bank of entries by hand only to
 * bancoCompensacaoLancamentoManualResumo.
 */
export function resumosCompensacao(ctx: Contexto, meses: readonly MesCalculado[]): ResumosCompensacao {
  const atual = meses[meses.length - 1]
  const banco = atual && bancoCompensacaoDoMes(ctx, atual.competencia)
  if (!atual || !banco) return { calculado: null, manual: null }
  const movimentos = movimentosCompensacao(ctx, banco, meses)
  const doBanco = meses.filter((m) => bancoCompensacaoDoMes(ctx, m.competencia)?.id === banco.id && m.competencia.fim >= banco.inicio)
  const resumo: BancoCompensacaoResumo = {
    descricao: banco.descricao,
    tipo: banco.tipo,
    inicio: banco.inicio,
    fim: banco.fim,
    apenasLancamentoManual: banco.apenasLancamentoManual,
    vencimentos: banco.tipo === 'DIAS' ? porVencimento(banco, movimentos, atual.competencia) : [],
    competencias: banco.tipo === 'COMPETENCIAS' ? porCompetencias(banco, movimentos, doBanco) : [],
  }
  return banco.apenasLancamentoManual ? { calculado: null, manual: resumo } : { calculado: resumo, manual: null }
}
