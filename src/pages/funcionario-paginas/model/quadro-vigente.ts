import type { QuadroVigente } from '@/entities/funcionario'
import { DIAS_SEMANA, NOMES_DIAS, TIPOS_HORARIO, type TipoHorario } from '@/entities/horario'

/** One row of the schedule in force: a weekday, or a day of a rotating cycle, and its hours. */
export interface DiaDoQuadro {
  dia: string
  horas: string
}

type Slot = { entrada: string | null; saida: string | null }

const SEM_EXPEDIENTE = 'Sem expediente'

function horas(slots: readonly Slot[]): string {
  const pares = slots.filter((s) => s.entrada || s.saida).map((s) => `${s.entrada ?? '--:--'} às ${s.saida ?? '--:--'}`)
  return pares.length > 0 ? pares.join(', ') : SEM_EXPEDIENTE
}

/** 'codigo - descricao', as the schedule pickers name it. */
export const nomeDoHorario = (h: { codigo: string; descricao: string }) => `${h.codigo} - ${h.descricao}`

export function tipoDoHorario(h: QuadroVigente['horario']): string {
  return TIPOS_HORARIO[h.tipoHorario as TipoHorario] ?? h.tipoHorarioDescricao ?? h.tipoHorario
}

/**
 * REG-007: the days of the schedule in force: the days of a rotating cycle in order ('Folga' for a rest day), else the
 * week from Monday (a weekday without slots has no working hours). A schedule with no slots at all (flexible, weekly
 * workload) has no rows: its description and type say it.
 */
export function diasDoQuadro(quadro: QuadroVigente): DiaDoQuadro[] {
  const { horarios, horariosSemana } = quadro.horario
  const ciclo = Object.values(horarios ?? {}).sort((a, b) => a.sequencia - b.sequencia)
  if (ciclo.length > 0) return ciclo.map((d) => ({ dia: `Dia ${d.sequencia} do ciclo`, horas: d.folga ? 'Folga' : horas(d.slots) }))
  const semana = horariosSemana ?? {}
  if (!Object.values(semana).some((slots) => slots.length > 0)) return []
  return DIAS_SEMANA.map((dia) => ({ dia: NOMES_DIAS[dia], horas: horas(semana[dia] ?? []) }))
}
