import { differenceInCalendarDays, eachDayOfInterval } from 'date-fns'
import type { Db, Feriado, Funcionario, Horario, HorarioSlot, IsoDate } from '../schema'
import { diaSemana, fromIsoDate, isoDate, toMinutes, withinVigencia } from './dates'

/**
 * Scheduled workload (minutes) straight from the schedules, for summaries that need no time card
 * (home chart). The time-card engine (mock/engine) is the authority on a day's workload.
 */

function duracao(slots: HorarioSlot[]): number {
  return slots.reduce((total, s) => {
    if (!s.entrada || !s.saida) return total
    const minutos = toMinutes(s.saida) - toMinutes(s.entrada)
    return total + (minutos < 0 ? minutos + 24 * 60 : minutos)
  }, 0)
}

export function isFeriado(feriados: Feriado[], data: IsoDate): boolean {
  return feriados.some((f) => f.data === data && !f.facultativo)
}

export function cargaPrevistaDia(horario: Horario, data: Date, feriado: boolean): number {
  if (horario.tipoHorario === 'REVEZAMENTO') {
    const ciclo = Object.values(horario.horarios ?? {}).sort((a, b) => a.sequencia - b.sequencia)
    if (ciclo.length === 0 || !horario.inicioRevezamento) return 0
    const n = differenceInCalendarDays(data, fromIsoDate(horario.inicioRevezamento))
    const dia = ciclo[((n % ciclo.length) + ciclo.length) % ciclo.length]
    return !dia || dia.folga ? 0 : duracao(dia.slots)
  }
  if (feriado || horario.tipoHorario === 'SOBRE_AVISO') return 0
  const dia = diaSemana(data)
  const carga = horario.cargaDiaria[dia]
  if (carga !== undefined) return carga
  return duracao(horario.horariosSemana[dia] ?? [])
}

function ativoEm(f: Funcionario, data: IsoDate): boolean {
  return f.admissao <= data && (f.demissao === null || data <= f.demissao)
}

/** Workload of every time-controlling employee between two dates (inclusive). */
export function cargaPrevistaPeriodo(db: Db, inicio: IsoDate, fim: IsoDate, funcionarios: Funcionario[] = db.funcionarios): number {
  if (fim < inicio) return 0
  const horarios = new Map(db.horarios.map((h) => [h.id, h]))
  let total = 0
  for (const dia of eachDayOfInterval({ start: fromIsoDate(inicio), end: fromIsoDate(fim) })) {
    const data = isoDate(dia)
    const feriado = isFeriado(db.feriados, data)
    for (const f of funcionarios) {
      if (!f.controlaPonto || !ativoEm(f, data)) continue
      const quadro = f.quadrosHorario.find((q) => withinVigencia(data, q.inicio, q.fim))
      const horario = quadro && horarios.get(quadro.horarioId)
      if (horario) total += cargaPrevistaDia(horario, dia, feriado)
    }
  }
  return total
}
