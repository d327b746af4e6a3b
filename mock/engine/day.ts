import { MSG_SEM_QUADRO } from '@/shared/config/mensagens'
import { NO_DEBITS, splitDeficit, totalDebits, type Debits } from './absence'
import { routeToBanks } from './bank'
import { breakIrregularity, breakRequirement, breakTaken, intervalOvertime } from './breaks'
import { cargaNasDatas, cemPorData, datasCem, dataPropriaCem, partesCem, shift12x36, spansOf } from './cem-porcento'
import { intersect, outerBounds, subtract, totalLength, type Interval } from './intervals'
import { excuseDebits, hasTreatment } from './justifications'
import { describeDay, type MemoExtras } from './memoria'
import { nightWorkOfDay, reducedNightMinutes } from './night'
import { allocateOvertime, splitBands, type Portion } from './overtime'
import { arrangePairs, MSG_EXCESSO, MSG_IMPAR, originalPunches, type PairLayout } from './pairs'
import { scheduleFrame, scheduleSummary, TYPE_RULES } from './schedule-types'
import { withinTolerance } from './tolerance'
import type { DayInput, DayResult, EngineSettings, ScheduleDay, Treatment } from './types'

/** What a day of a weekly workload hands to its week (carga-semanal.ts). */
export interface SaldoSemanal {
  /** Worked minus workload after the day's tolerance and justifications. */
  saldo: number
  /** Night overtime within a positive saldo. */
  noturno: number
  carga: number
}

/** A day of a weekly workload: it defers its balance to the week, or it settles the week (the week's last such day). */
export type DiaDaSemana =
  { papel: 'ADIA' } | { papel: 'ACERTA'; outros: SaldoSemanal; inicio: string; fim: string; tratamentos: readonly Treatment[] }

export interface DayContext {
  /** 'YYYY-MM-DD': this day is in progress and later days are future; neither has absences yet. */
  hoje?: string
  semana?: DiaDaSemana
}

export interface DayOutcome {
  result: DayResult
  /** The day's part in its week's settlement; null when the day is judged by itself. */
  semana: SaldoSemanal | null
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
 * Label of a day that has no workload, or null for a workday. A leave (vacation, sick leave, a day out of contract)
 * names the day even on a holiday: vacation runs in calendar days, holidays included (CLT art. 130). A 12x36 shift
 * rostered on a holiday is its ordinary workload (art. 59-A: the schedule compensates holidays).
 */
function dayWithoutWorkload(input: DayInput): string | null {
  if (input.hrMovement) return input.hrMovement.descricao
  if (input.holiday && !shift12x36(input)) return `Feriado (${input.holiday.descricao})`
  if (input.schedule?.descanso) return 'Descanso'
  if (input.schedule?.folga) return 'Folga'
  return null
}

/** Rule 12: a schedule's own tolerance, per punch and twice it per day, replaces the company's 5/10. */
function toleranceOf(schedule: ScheduleDay, settings: EngineSettings): EngineSettings {
  const t = schedule.toleranciaMinutos
  return t === undefined ? settings : { ...settings, toleranciaPorMarcacao: t, toleranciaDiaria: 2 * t }
}

/** Worked spans compared with a workload: a declared one counts the night hour reduced (rule 3). */
function vsCarga(worked: number, nightClock: number, declarada: boolean, horaReduzida: boolean): number {
  return declarada ? worked - nightClock + reducedNightMinutes(nightClock, horaReduzida) : worked
}

/**
 * Rule 4 / Súmula 146: the minutes worked on a holiday or rest-day date (cem-porcento.ts), all overtime at 100 %, its
 * night part in reduced hours.
 */
function cemOvertime(worked: readonly Interval[], night: readonly Interval[], spans: readonly Interval[], horaReduzida: boolean): Portion {
  const nightClock = totalLength(intersect(night, spans))
  return { day: totalLength(intersect(worked, spans)) - nightClock, night: reducedNightMinutes(nightClock, horaReduzida) }
}

/** Minutes worked before the first scheduled entry and after the last scheduled exit. */
function overtimeEdges(worked: readonly Interval[], slots: readonly Interval[]) {
  const b = outerBounds(worked, slots)
  if (!b) return { antecipada: 0, prorrogada: 0 }
  return { antecipada: Math.max(0, b.scheduledEntry - b.entry), prorrogada: Math.max(0, b.exit - b.scheduledExit) }
}

export function calculateDay(input: DayInput, settings: EngineSettings, context: DayContext = {}): DayResult {
  return judgeDay(input, settings, context).result
}

/** Rule 11: only a whole day absent without punches stays the day's own absence in a weekly workload. */
function weekOfDay(context: DayContext, hasPunches: boolean, carga: number, andamento: string | null): DiaDaSemana | undefined {
  return hasPunches || carga === 0 || andamento !== null ? context.semana : undefined
}

export function judgeDay(input: DayInput, settings: EngineSettings, context: DayContext = {}): DayOutcome {
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
    if (!mayLackSchedule) return { result: withError(base, MSG_SEM_QUADRO), semana: null }
    base.memoriaCalculo = semCarga ?? 'Dia futuro'
    return { result: base, semana: null }
  }
  if (layout.excess) return { result: withError(base, MSG_EXCESSO), semana: null }
  if (layout.odd && andamento === null) return { result: withError(base, MSG_IMPAR), semana: null }

  const frame = scheduleFrame(schedule)
  const horaReduzida = settings.noturno.horaReduzida
  // Rule 3: a declared workload is compared to worked time with the night hour reduced (22:00-05:00 fulfils 8 h).
  const workedVsCarga = vsCarga(worked, nightClock, frame.cargaDeclarada, horaReduzida)
  // Rules 4 and 10 by calendar date: minutes on a holiday or rest-day date are 100 % and owe no workload; the rest of
  // the shift is judged against the workload scheduled on ordinary dates (a holiday's own row owes none of it).
  const datas = datasCem(input)
  const spans = spansOf(datas)
  const comum = subtract(layout.worked, spans)
  const nightComumClock = totalLength(subtract(night, spans))
  const comumVsCarga = vsCarga(totalLength(comum), nightComumClock, frame.cargaDeclarada, horaReduzida)
  const cargaComum = frame.carga - cargaNasDatas(frame.carga, frame.slots, spans, workedVsCarga - comumVsCarga)
  const cargaPrevista = semCarga === null ? cargaComum : dataPropriaCem(input) && !input.hrMovement ? Math.min(cargaComum, comumVsCarga) : 0
  // TC-125 (docs/decisions.md): a special-schedule day owes nothing; its workload is at most what was worked.
  const carga = input.especial === true ? Math.min(cargaPrevista, comumVsCarga) : cargaPrevista
  const slotsComuns = subtract(frame.slots, spans)
  const workSlots = carga > 0 ? subtract(frame.workSlots, spans) : []
  const rawBalance = comumVsCarga - carga
  const tolerancia = toleranceOf(schedule, settings)
  const tolerante = carga > 0 && withinTolerance(frame.rule.tolerancia, layout.worked, frame.slots, rawBalance, tolerancia)
  // Rule 1: a day within tolerance equals its schedule, when the schedule has fixed times.
  const comoHorario = tolerante && frame.workSlots.length > 0
  const cem = comoHorario
    ? cemOvertime(frame.slots, nightWorkOfDay(frame.slots, schedule, settings), spans, horaReduzida)
    : cemOvertime(layout.worked, night, spans, horaReduzida)
  const duracaoCem = totalLength(intersect(comoHorario ? frame.slots : layout.worked, spans))
  const cemTotal = cem.day + cem.night
  const balance = tolerante ? 0 : rawBalance
  const semana = weekOfDay(context, hasPunches, carga, andamento)
  const adia = semana?.papel === 'ADIA'
  const acerto = semana?.papel === 'ACERTA' ? semana : undefined
  // The settling day judges the week's balance: its own and what the week's other days handed to it.
  const judged = balance + (acerto?.outros.saldo ?? 0)

  let debits: Debits = NO_DEBITS
  if (judged < 0 && andamento === null) {
    debits = splitDeficit(-judged, comum, slotsComuns, frame.rule.controlaAtraso)
  }
  // Rule 3: night overtime counts in reduced hours (01:30 clock = 01:43); a declared workload's balance already does.
  const nightOutsideSchedule = totalLength(subtract(subtract(night, spans), workSlots))
  const clockOvertime = Math.max(0, judged)
  const ownNightOvertime = frame.cargaDeclarada
    ? Math.min(clockOvertime, reducedNightMinutes(nightOutsideSchedule, horaReduzida))
    : reducedNightMinutes(Math.min(clockOvertime, nightOutsideSchedule), horaReduzida)
  const overtimeComum = frame.cargaDeclarada ? clockOvertime : clockOvertime - Math.min(clockOvertime, nightOutsideSchedule) + ownNightOvertime
  const nightOvertimeComum = ownNightOvertime + Math.min(overtimeComum - ownNightOvertime, acerto?.outros.noturno ?? 0)
  const overtime = overtimeComum + cemTotal
  const nightOvertime = nightOvertimeComum + cem.night
  const ownExcuses = excuseDebits(debits, input.treatments)
  // A deferring day keeps what its justifications excused (and its 100 % minutes); the rest of its balance waits for the week.
  const excuses = adia ? { ...ownExcuses, debits: NO_DEBITS } : ownExcuses
  const treatments = acerto ? [...input.treatments, ...acerto.tratamentos] : input.treatments
  const alloc = allocateOvertime(
    adia ? cemTotal : overtime,
    adia ? cem.night : nightOvertime,
    treatments,
    settings,
    overtimeEdges(layout.worked, workSlots),
  )
  const partes = partesCem(alloc, cem)
  const bands = splitBands(alloc.paid, partes.paid, settings)
  const bank = routeToBanks(alloc, partes, excuses, settings)
  // Art. 71: the break a day needs follows its length; a day within tolerance lasts what the schedule says (its
  // workload and its minutes on a holiday or rest-day date). A day still in progress is judged when it ends: its break
  // may be the gap after the last punch so far.
  const jornada = tolerante ? carga + duracaoCem : worked
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
  result.horaExtraCalculada = adia ? cemTotal : overtime
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
  result.diasFalta = !acerto && !hasPunches && bank.debits.falta > 0 ? 1 : 0
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
    cemPorData: cemPorData(datas, layout.worked),
    toleranciaMinutos: schedule.toleranciaMinutos ?? null,
    semana: null,
  }
  // A day bank credit trades the day's overtime for a day off: that overtime is not the week's.
  const diaNoBanco = hasTreatment(input.treatments, 'BANCO_DE_DIAS_CREDITO')
  const saldoSemanal = semana
    ? { saldo: (diaNoBanco ? 0 : overtimeComum) - totalDebits(ownExcuses.debits), noturno: diaNoBanco ? 0 : nightOvertimeComum, carga }
    : null
  if (acerto) {
    memo.semana = {
      saldoDia: balance,
      acerto: { inicio: acerto.inicio, fim: acerto.fim, carga: acerto.outros.carga + carga, saldo: judged },
    }
  } else if (saldoSemanal) memo.semana = { saldoDia: saldoSemanal.saldo, acerto: null }
  result.memoriaCalculo = describeDay(result, memo)
  return { result, semana: saldoSemanal }
}
