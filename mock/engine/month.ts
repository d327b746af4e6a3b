import { bankTotals, dayBankRows } from './bank'
import { calculateDays } from './carga-semanal'
import { applyDsr } from './dsr'
import { applyInterjornada } from './interjornada'
import type { DayInput, DayResult, EngineSettings, MonthOpening, MonthResult, MonthTotals } from './types'

type NumericField = { [K in keyof DayResult]: DayResult[K] extends number ? K : never }[keyof DayResult]

const SUMMED = [
  'horas', 'horaExtra', 'horaExtraNoturna', 'horaExtraNoturnaCemPorcento', 'horaExtra100', 'horaExtra70',
  'horaExtraCustom', 'horaExtraTotal', 'horaSobreAviso', 'falta', 'atraso', 'saidaAntecipada', 'compensados',
  'permitidos', 'descontoDSR', 'diasFalta', 'horaExtraIntervalo', 'horaExtraInterjornada', 'adicionalNoturno',
] as const satisfies readonly NumericField[]

function sums(dias: readonly DayResult[]): Record<(typeof SUMMED)[number], number> {
  const out = Object.fromEntries(SUMMED.map((f) => [f, 0])) as Record<(typeof SUMMED)[number], number>
  for (const d of dias) for (const f of SUMMED) out[f] += d[f]
  return out
}

/** The totals of TC-206. Discounted hours are absence, delay, early leave and the DSR discount. */
export function monthTotals(dias: readonly DayResult[]): MonthTotals {
  const s = sums(dias)
  const totalHorasNegativasGeral = s.falta + s.atraso + s.saidaAntecipada + s.descontoDSR
  return {
    totalHoras: s.horas,
    totalHoraExtra: s.horaExtra,
    totalHoraExtraNoturna: s.horaExtraNoturna,
    totalHoraExtraNoturnaCemPorcento: s.horaExtraNoturnaCemPorcento,
    totalHoraExtra100: s.horaExtra100,
    totalHoraExtra70: s.horaExtra70,
    totalHoraExtraCustom: s.horaExtraCustom,
    totalHoraExtraGeral: s.horaExtraTotal,
    totalHorasNegativasGeral,
    totalHorasGeral: s.horaExtraTotal - totalHorasNegativasGeral,
    totalHoraSobreAviso: s.horaSobreAviso,
    totalFalta: s.falta,
    totalAtraso: s.atraso,
    totalSaidaAntecipada: s.saidaAntecipada,
    totalCompensados: s.compensados,
    totalPermitidos: s.permitidos,
    totalDescontoDSR: s.descontoDSR,
    totalDiasFalta: s.diasFalta,
    totalHoraExtraIntervalo: s.horaExtraIntervalo,
    totalHoraExtraInterjornada: s.horaExtraInterjornada,
    totalAdicionalNoturno: s.adicionalNoturno,
  }
}

/** One employee's competence: the days (sorted by date), DSR, totals and bank figures. */
export function calculateMonth(days: readonly DayInput[], settings: EngineSettings, opening: MonthOpening): MonthResult {
  const context = opening.hoje === undefined ? {} : { hoje: opening.hoje }
  const sorted = [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  const calculados = calculateDays(sorted, settings, context)
  const dias = applyDsr(applyInterjornada(calculados, settings, opening.saidaAnterior), (i) => sorted[i]?.schedule?.jornada12x36 === true)
  return { dias, ...monthTotals(dias), ...bankTotals(dias, opening), bancoDias: dayBankRows(dias, opening) }
}
