import { NO_DEBITS, totalDebits, type Debits } from './absence'
import type { PartesCem } from './cem-porcento'
import type { Excuses } from './justifications'
import type { OvertimeAllocation } from './overtime'
import type { BankTotals, DayBankRow, DayResult, EngineSettings, MonthOpening } from './types'

export interface BankDay {
  /** Absence, delay and early leave still to be discounted (zero when a bank took them). */
  debits: Debits
  saldoBanco: number
  bhExtra: number
  bhExtra100: number
  bhExtraNoturna: number
  bhMenos: number
  compensacao: number
  compensacaoMais: number
}

/**
 * Art. 59: for an employee linked to an hour bank, the day's balance after justifications goes to the bank
 * as credit or debit instead of overtime or absence. A compensation bank (when there is no hour bank) takes
 * the balance the same way into `compensacao`. Explicit bank treatments always move the hour bank. The day
 * minutes worked on a holiday or rest-day date go in as 100 % (`bhExtra100`, cem-porcento.ts).
 */
export function routeToBanks(
  alloc: OvertimeAllocation,
  cem: PartesCem,
  excuses: Excuses,
  settings: EngineSettings,
): BankDay {
  const toHourBank = settings.bancoHoras
  const toCompensation = !toHourBank && settings.bancoCompensacao === true
  const creditDay = alloc.credited.day + (toHourBank ? alloc.banked.day : 0)
  const creditNight = alloc.credited.night + (toHourBank ? alloc.banked.night : 0)
  const remaining = totalDebits(excuses.debits)
  const bhExtra100 = cem.credited.day + (toHourBank ? cem.banked.day : 0)
  const bhExtra = creditDay - bhExtra100
  const bhMenos = excuses.bancoHorasDebito + (toHourBank ? remaining : 0)
  const compensacaoMais = toCompensation ? alloc.banked.day + alloc.banked.night : 0
  const compensacaoMenos = toCompensation ? remaining : 0
  return {
    debits: toHourBank || toCompensation ? NO_DEBITS : excuses.debits,
    saldoBanco: bhExtra + bhExtra100 + creditNight - bhMenos,
    bhExtra,
    bhExtra100,
    bhExtraNoturna: creditNight,
    bhMenos,
    compensacao: compensacaoMais - compensacaoMenos,
    compensacaoMais,
  }
}

function sumWhere<T>(items: readonly T[], pick: (item: T) => number): number {
  let sum = 0
  for (const item of items) sum += pick(item)
  return sum
}

/** Hour bank summary: initial, plus, minus, entries, paid, final and final without today's movement. */
export function bankTotals(dias: readonly DayResult[], opening: MonthOpening): BankTotals {
  const lancamentos = opening.lancamentos ?? []
  const pagamentos = opening.pagamentos ?? []
  const mais = sumWhere(dias, (d) => d.bhExtra + d.bhExtra100 + d.bhExtraNoturna)
  const menos = sumWhere(dias, (d) => d.bhMenos)
  const lancMais = sumWhere(lancamentos, (l) => Math.max(0, l.minutos))
  const lancMenos = sumWhere(lancamentos, (l) => Math.max(0, -l.minutos))
  const pago = sumWhere(pagamentos, (p) => Math.abs(p.minutos))
  const final = opening.saldoBancoInicial + mais - menos + lancMais - lancMenos - pago
  const hoje = opening.hoje
  const todayMovement =
    hoje === undefined
      ? 0
      : sumWhere(
          dias.filter((d) => d.data === hoje),
          (d) => d.saldoBanco,
        ) +
        sumWhere(
          lancamentos.filter((l) => l.data === hoje),
          (l) => l.minutos,
        ) -
        sumWhere(
          pagamentos.filter((p) => p.data === hoje),
          (p) => Math.abs(p.minutos),
        )
  return {
    totalSaldoBancoInicial: opening.saldoBancoInicial,
    totalSaldoBancoMais: mais,
    totalSaldoBancoMenos: menos,
    totalLancamentoBancoMais: lancMais,
    totalLancamentoBancoMenos: lancMenos,
    totalSaldoBancoPago: pago,
    totalSaldoBancoFinal: final,
    totalSaldoBancoMenosDiaAtual: final - todayMovement,
  }
}

/** Day bank rows (in days): every bank with an opening balance or a movement in the month. */
export function dayBankRows(dias: readonly DayResult[], opening: MonthOpening): DayBankRow[] {
  const rows = new Map<number, DayBankRow>()
  const row = (bancoId: number): DayBankRow => {
    let r = rows.get(bancoId)
    if (!r) {
      r = { bancoId, saldoInicial: 0, saldoBancoMais: 0, saldoBancoMenos: 0, saldoBancoFinal: 0 }
      rows.set(bancoId, r)
    }
    return r
  }
  for (const b of opening.bancosDias ?? []) row(b.bancoId).saldoInicial += b.saldoInicial
  for (const d of dias) {
    if (!d.bancoDias) continue
    const r = row(d.bancoDias.bancoId)
    if (d.bancoDias.dias > 0) r.saldoBancoMais += d.bancoDias.dias
    else r.saldoBancoMenos -= d.bancoDias.dias
  }
  for (const r of rows.values()) r.saldoBancoFinal = r.saldoInicial + r.saldoBancoMais - r.saldoBancoMenos
  return [...rows.values()].sort((a, b) => a.bancoId - b.bancoId)
}
