import type { ScheduleDay } from '../engine/index'
import { vigente } from '../db/queries'
import type { Horario, HorarioSlot, IsoDate, QuadroHorario, Registro } from '../db/index'
import { dayNumber, diaSemana } from './calendar'

/** What an employee's schedule says about one date. */
export interface DiaHorario {
  horario: Horario
  /** Slots with both times set, in the order of the day. */
  slots: HorarioSlot[]
  folga: boolean
  descanso: boolean
  /** Position in a rotating cycle (REVEZAMENTO), else null. */
  sequencia: number | null
  /** Daily target of the types without fixed times (and of FIXO_INTERVALO_FLEXIVEL). */
  cargaMinutos: number | undefined
}

function completos(slots: readonly HorarioSlot[]): HorarioSlot[] {
  return slots.filter((s) => s.entrada !== null && s.saida !== null).sort((a, b) => a.sequencia - b.sequencia)
}

export function diaDoHorario(horario: Horario, data: IsoDate): DiaHorario {
  if (horario.tipoHorario === 'REVEZAMENTO') {
    const ciclo = Object.values(horario.horarios ?? {}).sort((a, b) => a.sequencia - b.sequencia)
    const inicio = horario.inicioRevezamento
    if (ciclo.length === 0 || inicio === null) {
      return { horario, slots: [], folga: true, descanso: false, sequencia: null, cargaMinutos: undefined }
    }
    const n = dayNumber(data) - dayNumber(inicio)
    const dia = ciclo[((n % ciclo.length) + ciclo.length) % ciclo.length]
    const slots = dia && !dia.folga ? completos(dia.slots) : []
    return { horario, slots, folga: slots.length === 0, descanso: false, sequencia: dia?.sequencia ?? null, cargaMinutos: undefined }
  }
  const dia = diaSemana(data)
  const slots = completos(horario.horariosSemana[dia] ?? [])
  const carga = horario.cargaDiaria[dia]
  const trabalha = slots.length > 0 || (carga ?? 0) > 0
  return {
    horario,
    slots,
    folga: !trabalha && dia !== 'DOMINGO',
    descanso: !trabalha && dia === 'DOMINGO',
    sequencia: null,
    cargaMinutos: carga,
  }
}

/** The schedule of a date: the day's override on its Registro, else the employee's quadro then. */
export function horarioDoDia(
  horarios: ReadonlyMap<number, Horario>,
  quadros: QuadroHorario[],
  data: IsoDate,
  registro?: Registro,
): Horario | undefined {
  const id = registro?.horarioId ?? vigente(quadros, data)?.horarioId
  return id === undefined ? undefined : horarios.get(id)
}

const MINUTOS_DIA = 1440

function duracao(slots: readonly HorarioSlot[]): number {
  const primeiro = slots[0]?.entrada
  const ultimo = slots[slots.length - 1]?.saida
  if (!primeiro || !ultimo) return 0
  const [h1 = 0, m1 = 0] = primeiro.split(':').map(Number)
  const [h2 = 0, m2 = 0] = ultimo.split(':').map(Number)
  return (h2 * 60 + m2 - (h1 * 60 + m1) + MINUTOS_DIA) % MINUTOS_DIA
}

/** A rotating cycle of one 12-hour shift and one day off: the 12x36 of art. 59-A. */
export function ehJornada12x36(horario: Horario): boolean {
  if (horario.tipoHorario !== 'REVEZAMENTO') return false
  const ciclo = Object.values(horario.horarios ?? {})
  const turnos = ciclo.filter((d) => !d.folga && d.slots.length > 0)
  return ciclo.length === 2 && turnos.length === 1 && duracao(completos(turnos[0]?.slots ?? [])) === 720
}

/** The day as the engine wants it; a Registro marked folga turns it into a day off. */
export function toScheduleDay(dia: DiaHorario, registro?: Registro): ScheduleDay {
  const { horario } = dia
  const folga = registro?.folga === true
  const semHorarioFixo = horario.tipoHorario !== 'FIXO' && horario.tipoHorario !== 'REVEZAMENTO'
  const schedule: ScheduleDay = {
    id: horario.id,
    codigo: horario.codigo,
    descricao: horario.descricao,
    tipo: horario.tipoHorario,
    folga: folga || dia.folga,
    descanso: !folga && dia.descanso,
    slots: folga ? [] : dia.slots.map((s) => ({ entrada: s.entrada as string, saida: s.saida as string })),
  }
  if (!folga && semHorarioFixo && dia.cargaMinutos !== undefined) schedule.cargaMinutos = dia.cargaMinutos
  if (horario.tipoHorario === 'CARGA_HORARIA' && horario.cargaSemanal !== null) schedule.cargaSemanal = horario.cargaSemanal
  if (horario.intervaloMinimo !== null) schedule.intervaloMinimo = horario.intervaloMinimo
  schedule.toleranciaMinutos = horario.toleranciaMinutos
  if (ehJornada12x36(horario)) schedule.jornada12x36 = true
  return schedule
}

/** Whether the day carries a regular workload (standby windows of SOBRE_AVISO do not). */
export function temJornada(dia: DiaHorario): boolean {
  if (dia.folga || dia.descanso || dia.horario.tipoHorario === 'SOBRE_AVISO') return false
  return dia.slots.length > 0 || (dia.cargaMinutos ?? 0) > 0
}
