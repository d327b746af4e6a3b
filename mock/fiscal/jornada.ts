import { calculateDay, reducedNightMinutes, type DayInput, type DayResult, type EngineSettings, type TipoJustificativa } from '../engine/index'
import { totalLength, type Interval } from '../engine/intervals'
import { nightWork } from '../engine/night'
import { arrangePairs } from '../engine/pairs'
import { scheduleFrame } from '../engine/schedule-types'
import type { Horario, IsoDate } from '../db/index'
import { addDays } from '../timecard/calendar'
import { diaDoHorario, temJornada, toScheduleDay } from '../timecard/schedule'

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

export function horarioContratual(h: Horario, desde: IsoDate, noturno: EngineSettings['noturno']): HorarioContratual {
  const dia = diaDeTrabalho(h, desde)
  const frame = scheduleFrame(toScheduleDay(dia))
  const duracao = frame.cargaDeclarada || frame.rule.sobreAviso ? frame.carga : comHoraNoturnaReduzida(frame.slots, noturno)
  return { codigo: h.codigo, duracao, pares: dia.slots.map((s) => ({ entrada: s.entrada!, saida: s.saida! })) }
}

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
  const noturnasRelogio = totalLength(nightWork(trabalhado, settings.noturno))
  const tudoPago = calculateDay(
    { ...input, treatments: input.treatments.filter((t) => !DESTINO_DAS_EXTRAS.has(t.tipo)) },
    { ...settings, permiteHoraExtra: true, bancoHoras: false, bancoCompensacao: false },
    hoje === undefined ? {} : { hoje },
  )
  const extrasDiurnas = tudoPago.horaExtra + tudoPago.horaExtra70 + tudoPago.horaExtraCustom + tudoPago.horaExtra100
  const extrasNoturnas = tudoPago.horaExtraNoturna + tudoPago.horaExtraNoturnaCemPorcento
  return {
    diurnas: Math.max(0, resultado.horas - noturnasRelogio - extrasDiurnas),
    noturnas: Math.max(0, resultado.adicionalNoturno - extrasNoturnas),
  }
}
