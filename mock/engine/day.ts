import { MSG_SEM_QUADRO } from '@/shared/config/mensagens'
import { NO_DEBITS, splitDeficit, totalDebits, type Debits } from './absence'
import { routeToBanks } from './bank'
import { breakIrregularity, breakRequirement, breakTaken, intervalOvertime } from './breaks'
import { intersect, outerBounds, subtract, totalLength, type Interval } from './intervals'
import { excuseDebits, hasTreatment } from './justifications'
import { describeDay, type MemoExtras } from './memoria'
import { nightWorkOfDay, reducedNightMinutes } from './night'
import { allocateOvertime, splitBands } from './overtime'
import { arrangePairs, MSG_EXCESSO, MSG_IMPAR, originalPunches, type PairLayout } from './pairs'
import { scheduleFrame, scheduleSummary, TYPE_RULES } from './schedule-types'
import { withinTolerance } from './tolerance'
import type { DayInput, DayResult, EngineSettings, ScheduleDay } from './types'

export interface DayContext {
  /** 'YYYY-MM-DD': this day is in progress and later days are future; neither has absences yet. */
  hoje?: string
}

/** A fresh result for the day, filled in place by calculateDay. */
function emptyResult(input: DayInput, layout: PairLayout): DayResult {
  const s = input.schedule
  return {
    data: input.date,
    marcacoes: layout.marcacoes,
    marcacoesOriginais: originalPunches(input.punches, input.date),
    horas: 0,
    cargaHoraria: 0,
    horaExtra: 0,
    horaExtra70: 0,
    horaExtra100: 0,
    horaExtraCustom: 0,
    horaExtraTotal: 0,
    horaExtraCalculada: 0,
    horaExtraIntervalo: 0,
    horaExtraInterjornada: 0,
    horaExtraNoturna: 0,
    horaExtraNoturnaCemPorcento: 0,
    falta: 0,
    atraso: 0,
    saidaAntecipada: 0,
    adicionalNoturno: 0,
    saldoBanco: 0,
    compensacao: 0,
    compensacaoMais: 0,
    bhExtra: 0,
    bhExtra100: 0,
    bhExtraNoturna: 0,
    bhMenos: 0,
    permitidos: 0,
    compensados: 0,
    descontoDSR: 0,
    horaSobreAviso: 0,
    diasFalta: 0,
    folga: s?.folga === true,
    feriado: input.holiday !== null,
    descanso: s?.descanso === true,
    error: false,
    errorMessage: null,
    inconsistente: false,
    justificar: false,
    escalaMensal: s ? TYPE_RULES[s.tipo].escalaMensal : false,
    escalaSobreAviso: s ? TYPE_RULES[s.tipo].sobreAviso : false,
    horarioEspecial: input.especial === true,
    quadroHorarioId: s?.id ?? null,
    codigoHorario: s?.codigo ?? null,
    quadroHorarioTipo: s?.tipo ?? null,
    quadroHorarioTipoDescricao: s ? TYPE_RULES[s.tipo].descricao : null,
    quadroHorarioDescricao: s?.descricao ?? null,
    quadroHorarioResumo: s ? scheduleSummary(s) : null,
    idBancoDias: null,
    bancoDias: null,
    memoriaCalculo: '',
  }
}

function withError(result: DayResult, message: string): DayResult {
  result.error = true
  result.errorMessage = message
  result.inconsistente = true
  result.justificar = true
  result.memoriaCalculo = message
  return result
}

/**
 * Label of a day that has no workload, or null for a workday. A 12x36 shift rostered on a holiday is its ordinary
 * workload (art. 59-A: the schedule compensates holidays).
 */
function dayWithoutWorkload(input: DayInput): string | null {
  if (input.holiday && !shift12x36(input)) return `Feriado (${input.holiday.descricao})`
  if (input.hrMovement) return input.hrMovement.descricao
  if (input.schedule?.descanso) return 'Descanso'
  if (input.schedule?.folga) return 'Folga'
  return null
}

function shift12x36(input: DayInput): boolean {
  return input.schedule?.jornada12x36 === true && input.schedule.slots.length > 0 && !input.schedule.folga
}

/** Rule 12: a schedule's own tolerance, per punch and twice it per day, replaces the company's 5/10. */
function toleranceOf(schedule: ScheduleDay, settings: EngineSettings): EngineSettings {
  const t = schedule.toleranciaMinutos
  return t === undefined ? settings : { ...settings, toleranciaPorMarcacao: t, toleranciaDiaria: 2 * t }
}

/**
 * Rule 4 / Súmula 146: 100 % only on the weekly rest day and on a holiday worked without compensation (a 12x36
 * shift's holiday is compensated by the schedule). A day off (folga) is an ordinary day for overtime.
 */
function isCemPorcento(input: DayInput, schedule: ScheduleDay): boolean {
  return (input.holiday !== null && !shift12x36(input)) || schedule.descanso === true
}

/** Minutes worked before the first scheduled entry and after the last scheduled exit. */
function overtimeEdges(worked: readonly Interval[], slots: readonly Interval[]) {
  const b = outerBounds(worked, slots)
  if (!b) return { antecipada: 0, prorrogada: 0 }
  return { antecipada: Math.max(0, b.scheduledEntry - b.entry), prorrogada: Math.max(0, b.exit - b.scheduledExit) }
}

export function calculateDay(input: DayInput, settings: EngineSettings, context: DayContext = {}): DayResult {
  const layout = arrangePairs(input.punches, input.date)
  const base = emptyResult(input, layout)
  const andamento = context.hoje === undefined || input.date < context.hoje ? null : input.date === context.hoje ? 'HOJE' : 'FUTURO'
  const worked = totalLength(layout.worked)
  const night = nightWorkOfDay(layout.worked, input.schedule, settings)
  const nightClock = totalLength(night)
  base.horas = worked
  const nightReduced = reducedNightMinutes(nightClock, settings.noturno.horaReduzida)
  base.adicionalNoturno = nightReduced
  const semCarga = dayWithoutWorkload(input)
  const hasPunches = layout.marcacoes.length > 0

  const schedule = input.schedule
  if (!schedule) {
    const mayLackSchedule = !hasPunches && (semCarga !== null || andamento !== null)
    if (!mayLackSchedule) return withError(base, MSG_SEM_QUADRO)
    base.memoriaCalculo = semCarga ?? 'Dia futuro'
    return base
  }
  if (layout.excess) return withError(base, MSG_EXCESSO)
  if (layout.odd && andamento === null) return withError(base, MSG_IMPAR)

  const frame = scheduleFrame(schedule)
  // Rule 3: a declared workload is compared to worked time with the night hour reduced (22:00-05:00 fulfils 8 h).
  const workedVsCarga = frame.cargaDeclarada ? worked - nightClock + nightReduced : worked
  const cargaPrevista = semCarga === null ? frame.carga : 0
  // TC-125 (docs/decisions.md): a special-schedule day owes nothing; its workload is at most what was worked.
  const carga = input.especial === true ? Math.min(cargaPrevista, workedVsCarga) : cargaPrevista
  const workSlots = carga > 0 ? frame.workSlots : []
  const rawBalance = workedVsCarga - carga
  const tolerancia = toleranceOf(schedule, settings)
  const tolerante = carga > 0 && withinTolerance(frame.rule.tolerancia, layout.worked, frame.slots, rawBalance, tolerancia)
  const balance = tolerante ? 0 : rawBalance

  let debits: Debits = NO_DEBITS
  if (balance < 0 && andamento === null) {
    debits = splitDeficit(-balance, layout.worked, frame.slots, frame.rule.controlaAtraso)
  }
  // Rule 3: night overtime counts in reduced hours (01:30 clock = 01:43); a declared workload's balance already does.
  const nightOutsideSchedule = totalLength(subtract(night, workSlots))
  const clockOvertime = Math.max(0, balance)
  const nightOvertime = frame.cargaDeclarada
    ? Math.min(clockOvertime, reducedNightMinutes(nightOutsideSchedule, settings.noturno.horaReduzida))
    : reducedNightMinutes(Math.min(clockOvertime, nightOutsideSchedule), settings.noturno.horaReduzida)
  const overtime = frame.cargaDeclarada ? clockOvertime : clockOvertime - Math.min(clockOvertime, nightOutsideSchedule) + nightOvertime
  const cemPorcento = isCemPorcento(input, schedule)
  const excuses = excuseDebits(debits, input.treatments)
  const alloc = allocateOvertime(overtime, nightOvertime, input.treatments, settings, overtimeEdges(layout.worked, workSlots))
  const bands = splitBands(alloc.paid, cemPorcento, settings)
  const bank = routeToBanks(alloc, cemPorcento, excuses, settings)
  // Art. 71: the break a day needs follows its length; a day within tolerance lasts what the schedule says. A day still
  // in progress is judged when it ends: its break may be the gap after the last punch so far.
  const jornada = tolerante ? carga : worked
  const intervalo = andamento === null ? intervalOvertime(layout.worked, jornada, settings, schedule.intervaloMinimo) : 0
  const sobreAviso =
    frame.rule.sobreAviso && semCarga === null && andamento === null
      ? totalLength(frame.slots) - totalLength(intersect(layout.worked, frame.slots))
      : 0
  const intervaloIrregular =
    andamento === null && !frame.rule.sobreAviso && worked > 0
      ? breakIrregularity(layout.worked, jornada, schedule.intervaloMinimo, shift12x36(input))
      : null
  const remaining = totalDebits(bank.debits)
  const justificado = hasTreatment(input.treatments, 'JUSTIFICATIVA')

  const result = base
  Object.assign(result, bands, bank.debits)
  result.cargaHoraria = carga
  result.horaExtraIntervalo = intervalo
  result.horaExtraCalculada = overtime
  result.horaExtraTotal =
    bands.horaExtra +
    bands.horaExtra70 +
    bands.horaExtraCustom +
    bands.horaExtra100 +
    bands.horaExtraNoturna +
    bands.horaExtraNoturnaCemPorcento +
    intervalo
  result.saldoBanco = bank.saldoBanco
  result.compensacao = bank.compensacao
  result.compensacaoMais = bank.compensacaoMais
  result.bhExtra = bank.bhExtra
  result.bhExtra100 = bank.bhExtra100
  result.bhExtraNoturna = bank.bhExtraNoturna
  result.bhMenos = bank.bhMenos
  result.permitidos = excuses.permitidos
  result.compensados = excuses.compensados
  result.horaSobreAviso = sobreAviso
  result.diasFalta = !hasPunches && bank.debits.falta > 0 ? 1 : 0
  result.justificar = !justificado && (remaining > 0 || alloc.naoAutorizada > 0)
  result.inconsistente = intervaloIrregular !== null
  result.idBancoDias = excuses.bancoDias?.bancoId ?? null
  result.bancoDias = excuses.bancoDias
  const memo: MemoExtras = {
    diaSemCarga: semCarga,
    tolerante,
    noturnoRelogio: nightClock,
    percentualNoturno: settings.noturno.percentual,
    naoAutorizada: alloc.naoAutorizada,
    debitoBancoHoras: settings.bancoHoras ? totalDebits(excuses.debits) : 0,
    debitoCompensacao: result.compensacaoMais - result.compensacao,
    intervaloFeito: breakTaken(layout.worked),
    intervaloExigido: breakRequirement(jornada, schedule.intervaloMinimo),
    horaExtraCustomLabel: settings.horaExtraCustom?.label ?? 'personalizada',
    andamento,
    intervaloIrregular,
    trabalhadoReduzido: frame.cargaDeclarada && workedVsCarga !== worked ? workedVsCarga : null,
    feriado12x36: shift12x36(input) && input.holiday ? input.holiday.descricao : null,
    toleranciaMinutos: schedule.toleranciaMinutos ?? null,
  }
  result.memoriaCalculo = describeDay(result, memo)
  return result
}
