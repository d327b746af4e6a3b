export { calculateDay, type DayContext } from './day'
export { calculateMonth, monthTotals } from './month'
export { formatMinutes, minutosComSinal, parseHora } from './format'
export { DEFAULT_SETTINGS } from './settings'
export { MAX_PARES, MAX_POSICOES, MSG_EXCESSO, MSG_IMPAR, arrangePairs, positionsOf } from './pairs'
export { TYPE_RULES } from './schedule-types'
export { reducedNightMinutes } from './night'
export {
  SIGNED_DAY_FIELDS,
  SIGNED_MONTH_FIELDS,
  TIPOS_JUSTIFICATIVA,
  type BankEntry,
  type BankTotals,
  type DayBankMovement,
  type DayBankRow,
  type DayInput,
  type DayResult,
  type EngineSettings,
  type HrMovement,
  type MonthOpening,
  type MonthResult,
  type MonthTotals,
  type ParMarcacao,
  type Punch,
  type ScheduleDay,
  type ScheduleSlot,
  type TipoHorario,
  type TipoJustificativa,
  type TipoMarcacao,
  type Treatment,
} from './types'
