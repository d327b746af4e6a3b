import { eachDayOfInterval } from 'date-fns'
import { cargaPrevistaDia, isFeriado } from '../lib/carga-prevista'
import { fromIsoDate, isoDate, withinVigencia } from '../lib/dates'
import type { Competencia, Escala, EscalaDia, Feriado, Funcionario, Horario } from '../schema'
import { HORARIO } from './horarios'

/**
 * The days of an employee's roster as the schedule in force each day has them (REG-034): a day without workload
 * is a rest day; a day without a schedule in force is left open. A new roster starts from this.
 */
export function diasDoHorario(f: Funcionario, competencia: Competencia, horarios: Horario[], feriados: Feriado[]): EscalaDia[] {
  return eachDayOfInterval({ start: fromIsoDate(competencia.inicio), end: fromIsoDate(competencia.fim) }).map((dia) => {
    const data = isoDate(dia)
    const quadro = f.quadrosHorario.find((q) => withinVigencia(data, q.inicio, q.fim))
    const horario = quadro && horarios.find((h) => h.id === quadro.horarioId)
    if (!horario) return { data, quadroHorarioId: null, folga: false, horas: null }
    const minutos = cargaPrevistaDia(horario, dia, isFeriado(feriados, data))
    return minutos > 0 ? { data, quadroHorarioId: horario.id, folga: false, horas: minutos } : { data, quadroHorarioId: null, folga: true, horas: null }
  })
}

/** Rosters of the open competence for the first employee on each 12x36 schedule. */
export function seedEscalas(funcionarios: Funcionario[], competencias: Competencia[], horarios: Horario[], feriados: Feriado[]): Escala[] {
  const aberta = competencias.find((c) => c.situacao === 'ABERTA')
  if (!aberta) return []
  const plantoes: [number, string][] = [
    [HORARIO.revezamentoDiurno, 'Plantões 12x36 da UBS Centro'],
    [HORARIO.revezamentoNoturno, 'Vigilância noturna 12x36'],
  ]
  return plantoes.flatMap(([horarioId, descricao]) => {
    const f = funcionarios.find((x) => x.ativo && x.quadrosHorario.some((q) => q.horarioId === horarioId && withinVigencia(aberta.inicio, q.inicio, q.fim)))
    return f ? [{ descricao, competenciaId: aberta.id, funcionarioId: f.id, dias: diasDoHorario(f, aberta, horarios, feriados) }] : []
  }).map((e, i) => ({ ...e, id: i + 1 }))
}
