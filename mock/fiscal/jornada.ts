import { calculateDay, reducedNightMinutes, type DayInput, type DayResult, type EngineSettings, type TipoJustificativa } from '../engine/index'
import { totalLength, type Interval } from '../engine/intervals'
import { nightRuleOf, nightWork, nightWorkOfDay } from '../engine/night'
import { arrangePairs } from '../engine/pairs'
import { scheduleFrame } from '../engine/schedule-types'
import type { DiaSemana, Horario, IsoDate } from '../db/index'
import { addDays, diaSemana } from '../timecard/calendar'
import { diaDoHorario, temJornada, toScheduleDay, type DiaHorario } from '../timecard/schedule'

/**
 * The durations the legal files give of a jornada, from the engine's own figures (domain.md rule 3): day time in
 * clock minutes, night time in reduced hours (each 52'30" of night counts as an hour), as the night premium is paid.
 */

/** Clock minutes of `spans` plus their night part counted in reduced hours. */
function comHoraNoturnaReduzida(spans: readonly Interval[], noturno: EngineSettings['noturno']): number {
  const relogio = totalLength(spans)
  const noturnas = totalLength(nightWork(spans, noturno))
  return relogio - noturnas + reducedNightMinutes(noturnas, noturno.horaReduzida)
}

export interface HorarioContratual {
  codigo: string
  /** The contracted daily workload (AEJ durJornada): the declared one, else the slots' length with the reduced night hour. */
  duracao: number
  /** Entry/exit pairs 'HH:mm' of a working day; none for a schedule without fixed times. */
  pares: { entrada: string; saida: string }[]
}

/** A working day of the schedule from `desde` on (two weeks cover weekly schedules and rotating cycles). */
function diaDeTrabalho(h: Horario, desde: IsoDate) {
  const dias = Array.from({ length: 14 }, (_, i) => diaDoHorario(h, addDays(desde, i)))
  return dias.find(temJornada) ?? dias.find((d) => d.slots.length > 0) ?? dias[0]!
}

function contratoDoDia(dia: DiaHorario, codigo: string, noturno: EngineSettings['noturno']): HorarioContratual {
  const schedule = toScheduleDay(dia)
  const frame = scheduleFrame(schedule)
  const duracao = frame.cargaDeclarada || frame.rule.sobreAviso ? frame.carga : comHoraNoturnaReduzida(frame.slots, nightRuleOf(schedule, noturno))
  return { codigo, duracao, pares: dia.slots.map((s) => ({ entrada: s.entrada!, saida: s.saida! })) }
}

/** What a day contracts, whatever its code: its duration and its times. */
const termos = (c: HorarioContratual) => `${c.duracao}|${c.pares.map((p) => `${p.entrada}-${p.saida}`).join(' ')}`

/** A Monday: weekly schedules repeat every week, any one will do. */
const SEMANA: readonly IsoDate[] = Array.from({ length: 7 }, (_, i) => addDays('2024-01-01', i))

const SIGLA: Record<DiaSemana, string> = {
  SEGUNDA: 'SEG', TERCA: 'TER', QUARTA: 'QUA', QUINTA: 'QUI', SEXTA: 'SEX', SABADO: 'SAB', DOMINGO: 'DOM',
}

export interface ContratosDoHorario {
  /** The schedule's own code: what most of its working days contract (all the days of a rotating cycle). */
  principal: HorarioContratual
  /** All of them: the principal first, then one per other set of working days with the same terms. */
  todos: HorarioContratual[]
  /** The contractual schedule of a date: the principal, or the one of a weekday that contracts otherwise. */
  doDia: (data: IsoDate) => HorarioContratual
}

/**
 * A schedule's contractual schedules (AEJ record 04). A weekly schedule whose working days do not all contract the
 * same (a Saturday until 12:00 in a 44 h week) has one for each other set of days, coded `<código>-<dias>` ('011-SAB'),
 * so that a Saturday's first entry names what was contracted for Saturdays.
 */
export function contratosDoHorario(h: Horario, desde: IsoDate, noturno: EngineSettings['noturno']): ContratosDoHorario {
  const semana = h.tipoHorario === 'REVEZAMENTO' ? [] : SEMANA
  const porTermos = new Map<string, { contrato: HorarioContratual; dias: DiaSemana[] }>()
  for (const data of semana) {
    const dia = diaDoHorario(h, data)
    if (!temJornada(dia)) continue
    const contrato = contratoDoDia(dia, h.codigo, noturno)
    const grupo = porTermos.get(termos(contrato)) ?? { contrato, dias: [] }
    grupo.dias.push(diaSemana(data))
    porTermos.set(termos(contrato), grupo)
  }
  // The most days first; on a tie, the earlier weekday (the map keeps the order of the week).
  const grupos = [...porTermos.values()].sort((a, b) => b.dias.length - a.dias.length)
  const [maior, ...outros] = grupos
  const principal = maior?.contrato ?? contratoDoDia(diaDeTrabalho(h, desde), h.codigo, noturno)
  const variantes = new Map<DiaSemana, HorarioContratual>()
  for (const { contrato, dias } of outros) {
    const variante = { ...contrato, codigo: `${h.codigo}-${dias.map((d) => SIGLA[d]).join('-')}` }
    for (const d of dias) variantes.set(d, variante)
  }
  return {
    principal,
    todos: [principal, ...new Set(variantes.values())],
    doDia: (data) => variantes.get(diaSemana(data)) ?? principal,
  }
}

export function horarioContratual(h: Horario, desde: IsoDate, noturno: EngineSettings['noturno']): HorarioContratual {
  return contratosDoHorario(h, desde, noturno).principal
}

/**
 * The contractual schedule of the first entries of an employee without a schedule (AEJ record 04, docs/decisions.md):
 * no fixed times, and the normal duration the law sets when nothing else was contracted (CF art. 7º XIII, CLT art. 58).
 */
export const SEM_HORARIO_FIXO: HorarioContratual = { codigo: 'SEM_HORARIO_FIXO', duracao: 480, pares: [] }

/** Treatments that decide where overtime goes (paid, authorised, banked): left out to see all of it. */
const DESTINO_DAS_EXTRAS = new Set<TipoJustificativa>(['HORA_EXTRA', 'HORA_EXTRA_ENTRADA', 'HORA_EXTRA_SAIDA', 'BANCO_DE_HORAS_CREDITO', 'BANCO_DE_DIAS_CREDITO'])

export interface HorasNaoExtras {
  /** Clock minutes of day work within the workload. */
  diurnas: number
  /** Night work within the workload, in reduced hours. */
  noturnas: number
}

/**
 * ACJEF fields 7 and 8, "horas diurnas/noturnas não extraordinárias": the day's work less all of its overtime,
 * wherever the overtime went (paid, hour bank, compensation bank, unauthorised). The overtime's day and night
 * parts are the engine's: the same day computed with every overtime minute paid.
 */
export function horasNaoExtras(input: DayInput, resultado: DayResult, settings: EngineSettings, hoje: IsoDate | undefined): HorasNaoExtras {
  const trabalhado = arrangePairs(input.punches, input.date).worked
  const noturnasRelogio = totalLength(nightWorkOfDay(trabalhado, input.schedule, settings))
  const tudoPago = calculateDay(
    { ...input, treatments: input.treatments.filter((t) => !DESTINO_DAS_EXTRAS.has(t.tipo)) },
    { ...settings, permiteHoraExtra: true, bancoHoras: false, bancoCompensacao: false },
    hoje === undefined ? {} : { hoje },
  )
  // The day's overtime is the month's (a weekly workload settles it on the week's last day, carga-semanal.ts).
  const extrasNoturnas = Math.min(resultado.horaExtraCalculada, tudoPago.horaExtraNoturna + tudoPago.horaExtraNoturnaCemPorcento)
  const extrasDiurnas = resultado.horaExtraCalculada - extrasNoturnas
  return {
    diurnas: Math.max(0, resultado.horas - noturnasRelogio - extrasDiurnas),
    noturnas: Math.max(0, resultado.adicionalNoturno - extrasNoturnas),
  }
}
