/** Plain inputs and outputs of the time-card engine. All durations are integer minutes. */

export type TipoHorario =
  | 'FIXO'
  | 'FIXO_INTERVALO_FLEXIVEL'
  | 'FLEXIVEL'
  | 'CARGA_HORARIA'
  | 'REVEZAMENTO'
  | 'SOBRE_AVISO'

export interface ScheduleSlot {
  /** 'HH:mm'; a slot whose saida is before its entrada crosses midnight. */
  entrada: string
  saida: string
}

export interface ScheduleDay {
  id: number
  codigo: string
  descricao: string
  tipo: TipoHorario
  folga: boolean
  descanso?: boolean
  /** Up to 4 pairs, in the order of the day. */
  slots: ScheduleSlot[]
  /** Daily target for FLEXIVEL / CARGA_HORARIA (and the regular workload of SOBRE_AVISO). */
  cargaMinutos?: number
  /** Weekly workload of a CARGA_HORARIA schedule: its days settle their balances within the week (carga-semanal.ts). */
  cargaSemanal?: number
  /** Company minimum break for FIXO_INTERVALO_FLEXIVEL, on top of the legal one. */
  intervaloMinimo?: number
  /** The schedule's tolerance (domain.md rule 12): per punch, and twice it per day; 0 = none. Absent: the settings'. */
  toleranciaMinutos?: number
  /** A 12x36 shift (art. 59-A): holidays and the weekly rest are compensated by the schedule itself. */
  jornada12x36?: boolean
}

export type TipoMarcacao = 'ORIGINAL' | 'INCLUIDO' | 'PRE_ASSINALADO'

export interface Punch {
  id: number
  /** 'HH:mm', up to '24:00'. */
  hora: string
  /** Clock date 'YYYY-MM-DD'; the next day for the end of a night shift. */
  data: string
  tipoMarcacao: TipoMarcacao
  desconsiderada?: boolean
  motivoId?: number
  /**
   * Manual position set by the user (moved or included at a slot): 1..8 = entry/exit of pairs 1..4.
   * Absent = placed by time order (arrangePairs).
   */
  posicao?: number
}

export const TIPOS_JUSTIFICATIVA = [
  'ABONO',
  'ABONO_ENTRADA',
  'ABONO_SAIDA',
  'JUSTIFICATIVA',
  'HORA_EXTRA',
  'HORA_EXTRA_ENTRADA',
  'HORA_EXTRA_SAIDA',
  'BANCO_DE_DIAS_DEBITO',
  'BANCO_DE_DIAS_CREDITO',
  'BANCO_DE_HORAS_DEBITO',
  'BANCO_DE_HORAS_DEBITO_ENTRADA',
  'BANCO_DE_HORAS_DEBITO_SAIDA',
  'BANCO_DE_HORAS_CREDITO',
  'INCLUIR_MARCACAO',
] as const
export type TipoJustificativa = (typeof TIPOS_JUSTIFICATIVA)[number]

export interface Treatment {
  id: number
  tipo: TipoJustificativa
  /** Hours carried by an inclusion (ocorrencia 'I'); absent = the whole amount the type applies to. */
  minutos?: number
  ocorrencia?: string
  bancoDiasId?: number
  motivoId?: number
}

export interface HrMovement {
  tipo: 'FERIAS' | 'AFASTAMENTO' | 'LICENCA' | 'RESCISAO' | (string & {})
  descricao: string
}

export interface DayInput {
  /** 'YYYY-MM-DD' */
  date: string
  schedule: ScheduleDay | null
  punches: Punch[]
  treatments: Treatment[]
  holiday: { descricao: string } | null
  /** Vacation or leave covering the day: no workload, no absence. */
  hrMovement?: HrMovement
  /** Special schedule of the day (horarioEspecial). */
  especial?: boolean
  /**
   * The next calendar date, where a shift crossing midnight ends: its minutes there are at 100 % when it is a holiday
   * or a rest day (cem-porcento.ts). Absent: an ordinary date.
   */
  diaSeguinte?: { holiday: { descricao: string } | null; descanso: boolean }
}

export interface EngineSettings {
  toleranciaPorMarcacao: number
  toleranciaDiaria: number
  /** Weekday overtime up to this many minutes is paid at 50 %, beyond at 70 %. */
  horaExtra50LimiteMinutos: number
  utilizaHoraExtraIntervalo: boolean
  /** Employee linked to an hour bank: the day's balance goes to the bank. */
  bancoHoras: boolean
  /** Employee linked to a compensation bank (used only when bancoHoras is off). */
  bancoCompensacao?: boolean
  permiteHoraExtra: boolean
  /** Weekday overtime beyond aPartirDeMinutos goes to the custom band. */
  horaExtraCustom?: { label: string; aPartirDeMinutos: number }
  /**
   * The night premium rule (domain.md rule 3): its window, whether the night hour is reduced to 52m30s (art. 73 §1;
   * not for rural work, Lei 5.889/73) and the percentage (shown, the engine counts minutes).
   */
  noturno: { inicio: string; fim: string; prorrogacao: boolean; horaReduzida: boolean; percentual: number }
  /** Art. 66: the least rest between two shifts. */
  interjornadaMinutos: number
}

export interface ParMarcacao {
  sequencia: number
  entrada?: Punch
  saida?: Punch
}

export interface DayBankMovement {
  bancoId: number
  /** +1 credit, -1 debit. */
  dias: number
}

export interface DayResult {
  data: string
  marcacoes: ParMarcacao[]
  marcacoesOriginais: Punch[]
  horas: number
  cargaHoraria: number
  horaExtra: number
  horaExtra70: number
  horaExtra100: number
  horaExtraCustom: number
  horaExtraTotal: number
  horaExtraCalculada: number
  horaExtraIntervalo: number
  /** Art. 66 / OJ 355 SDI-1: the minutes of the 11 h rest between shifts that were not given, paid as overtime. */
  horaExtraInterjornada: number
  horaExtraNoturna: number
  horaExtraNoturnaCemPorcento: number
  falta: number
  atraso: number
  saidaAntecipada: number
  adicionalNoturno: number
  /** Signed: hour bank movement of the day. */
  saldoBanco: number
  /** Signed: compensation bank movement of the day. */
  compensacao: number
  compensacaoMais: number
  bhExtra: number
  bhExtra100: number
  bhExtraNoturna: number
  bhMenos: number
  permitidos: number
  compensados: number
  descontoDSR: number
  horaSobreAviso: number
  /** 1 when the day is an unexcused whole-day absence. */
  diasFalta: number
  folga: boolean
  feriado: boolean
  descanso: boolean
  error: boolean
  errorMessage: string | null
  inconsistente: boolean
  justificar: boolean
  escalaMensal: boolean
  escalaSobreAviso: boolean
  horarioEspecial: boolean
  quadroHorarioId: number | null
  codigoHorario: string | null
  quadroHorarioTipo: TipoHorario | null
  quadroHorarioTipoDescricao: string | null
  quadroHorarioDescricao: string | null
  quadroHorarioResumo: string | null
  idBancoDias: number | null
  bancoDias: DayBankMovement | null
  memoriaCalculo: string
}

export interface BankEntry {
  data: string
  /** Signed minutes. */
  minutos: number
}

export interface MonthOpening {
  saldoBancoInicial: number
  /** Hour bank entries by hand (signed). */
  lancamentos?: BankEntry[]
  /** Hour bank minutes paid out. */
  pagamentos?: BankEntry[]
  bancosDias?: Array<{ bancoId: number; saldoInicial: number }>
  /** 'YYYY-MM-DD': today's day is in progress, later days are future (no absence). */
  hoje?: string
  /** The last exit before the competence (art. 66's rest is counted from it). */
  saidaAnterior?: Punch
}

export interface MonthTotals {
  totalHoras: number
  totalHoraExtra: number
  totalHoraExtraNoturna: number
  totalHoraExtraNoturnaCemPorcento: number
  totalHoraExtra100: number
  totalHoraExtra70: number
  totalHoraExtraCustom: number
  totalHoraExtraGeral: number
  totalHorasNegativasGeral: number
  /** Signed: totalHoraExtraGeral - totalHorasNegativasGeral. */
  totalHorasGeral: number
  totalHoraSobreAviso: number
  totalFalta: number
  totalAtraso: number
  totalSaidaAntecipada: number
  totalCompensados: number
  totalPermitidos: number
  totalDescontoDSR: number
  totalDiasFalta: number
  totalHoraExtraIntervalo: number
  totalHoraExtraInterjornada: number
  totalAdicionalNoturno: number
}

export interface BankTotals {
  /** Signed. */
  totalSaldoBancoInicial: number
  totalSaldoBancoMais: number
  totalSaldoBancoMenos: number
  totalLancamentoBancoMais: number
  totalLancamentoBancoMenos: number
  totalSaldoBancoPago: number
  /** Signed. */
  totalSaldoBancoFinal: number
  /** Signed: the final balance without today's movement. */
  totalSaldoBancoMenosDiaAtual: number
}

export interface DayBankRow {
  bancoId: number
  saldoInicial: number
  saldoBancoMais: number
  saldoBancoMenos: number
  saldoBancoFinal: number
}

export interface MonthResult extends MonthTotals, BankTotals {
  dias: DayResult[]
  bancoDias: DayBankRow[]
}

/** The only day fields that may be negative. */
export const SIGNED_DAY_FIELDS = ['saldoBanco', 'compensacao'] as const satisfies ReadonlyArray<keyof DayResult>

/** The only month figures that may be negative. */
export const SIGNED_MONTH_FIELDS = [
  'totalHorasGeral',
  'totalSaldoBancoInicial',
  'totalSaldoBancoFinal',
  'totalSaldoBancoMenosDiaAtual',
] as const satisfies ReadonlyArray<keyof MonthResult>
