import { MSG_SEM_QUADRO } from '@/shared/config/mensagens'
import { NO_DEBITS, splitDeficit, totalDebits, type Debits } from './absence'
import { routeToBanks } from './bank'
import { breakRequirement, breakTaken, intervalOvertime } from './breaks'
import { intersect, outerBounds, subtract, totalLength, type Interval } from './intervals'
import { excuseDebits, hasTreatment } from './justifications'
import { describeDay, type MemoExtras } from './memoria'
import { nightWork, reducedNightMinutes } from './night'
import { allocateOvertime, splitBands } from './overtime'
import { arrangePairs, MSG_EXCESSO, MSG_IMPAR, originalPunches, type PairLayout } from './pairs'
import { scheduleFrame, scheduleSummary, TYPE_RULES } from './schedule-types'
import { withinTolerance } from './tolerance'
import type { DayInput, DayResult, EngineSettings } from './types'

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

/** Label of a day that has no workload, or null for a workday. */
function dayWithoutWorkload(input: DayInput): string | null {
  if (input.holiday) return `Feriado (${input.holiday.descricao})`
  if (input.hrMovement) return input.hrMovement.descricao
  if (input.schedule?.descanso) return 'Descanso'
  if (input.schedule?.folga) return 'Folga'
  return null
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
  const night = nightWork(layout.worked, settings.noturno)
  const nightClock = totalLength(night)
  base.horas = worked
  base.adicionalNoturno = reducedNightMinutes(nightClock)
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
  const cargaPrevista = semCarga === null ? frame.carga : 0
  // TC-125 (docs/decisions.md): a special-schedule day owes nothing; its workload is at most what was worked.
  const carga = input.especial === true ? Math.min(cargaPrevista, worked) : cargaPrevista
  const workSlots = carga > 0 ? frame.workSlots : []
  const rawBalance = worked - carga
  const tolerante = carga > 0 && withinTolerance(frame.rule.tolerancia, layout.worked, frame.slots, rawBalance, settings)
  const balance = tolerante ? 0 : rawBalance

  let debits: Debits = NO_DEBITS
  if (balance < 0 && andamento === null) {
    debits = splitDeficit(-balance, layout.worked, frame.slots, frame.rule.controlaAtraso)
  }
  const overtime = Math.max(0, balance)
  const nightOvertime = Math.min(overtime, totalLength(subtract(night, workSlots)))
  const cemPorcento = input.holiday !== null || schedule.folga || schedule.descanso === true
  const excuses = excuseDebits(debits, input.treatments)
  const alloc = allocateOvertime(overtime, nightOvertime, input.treatments, settings, overtimeEdges(layout.worked, workSlots))
  const bands = splitBands(alloc.paid, cemPorcento, settings)
  const bank = routeToBanks(alloc, cemPorcento, excuses, settings)
  const intervalo = intervalOvertime(layout.worked, worked, settings, schedule.intervaloMinimo)
  const sobreAviso =
    frame.rule.sobreAviso && semCarga === null && andamento === null
      ? totalLength(frame.slots) - totalLength(intersect(layout.worked, frame.slots))
      : 0
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
  result.idBancoDias = excuses.bancoDias?.bancoId ?? null
  result.bancoDias = excuses.bancoDias
  const memo: MemoExtras = {
    diaSemCarga: semCarga,
    tolerante,
    noturnoRelogio: nightClock,
    naoAutorizada: alloc.naoAutorizada,
    debitoBancoHoras: settings.bancoHoras ? totalDebits(excuses.debits) : 0,
    debitoCompensacao: result.compensacaoMais - result.compensacao,
    intervaloFeito: breakTaken(layout.worked),
    intervaloExigido: breakRequirement(worked, schedule.intervaloMinimo),
    horaExtraCustomLabel: settings.horaExtraCustom?.label ?? 'personalizada',
    andamento,
  }
  result.memoriaCalculo = describeDay(result, memo)
  return result
}
