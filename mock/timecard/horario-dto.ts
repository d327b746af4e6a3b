import { DIAS_SEMANA, type DiaSemana, type Horario, type HorarioSlot } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { formatMinutes, TYPE_RULES } from '../engine/index'

/** Pairs a flat row carries (entrada1/saida1 .. entrada4/saida4). */
const PARES = 4

export function horarioResumoDto(h: Horario) {
  return {
    id: h.id,
    codigo: h.codigo,
    descricao: h.descricao,
    tipoHorario: h.tipoHorario,
    tipoHorarioDescricao: TYPE_RULES[h.tipoHorario].descricao,
    ativo: h.ativo,
  }
}

function duracao(slots: HorarioSlot[]): number {
  return slots.reduce((total, s) => {
    if (!s.entrada || !s.saida) return total
    const minutos = toMinutes(s.saida) - toMinutes(s.entrada)
    return total + (minutos < 0 ? minutos + 1440 : minutos)
  }, 0)
}

export interface HorarioFlatLinha {
  diaSemana: DiaSemana | null
  sequencia: number | null
  folga: boolean
  cargaHoraria: string
  [par: `${'entrada' | 'saida'}${number}`]: string | null
}

function linha(h: Horario, diaSemana: DiaSemana | null, sequencia: number | null, slots: HorarioSlot[], folga: boolean): HorarioFlatLinha {
  const carga = folga || h.tipoHorario === 'SOBRE_AVISO' ? 0 : ((diaSemana && h.cargaDiaria[diaSemana]) ?? duracao(slots))
  const row: HorarioFlatLinha = { diaSemana, sequencia, folga, cargaHoraria: formatMinutes(carga) }
  const ordenados = [...slots].sort((a, b) => a.sequencia - b.sequencia)
  for (let i = 0; i < PARES; i++) {
    row[`entrada${i + 1}`] = ordenados[i]?.entrada ?? null
    row[`saida${i + 1}`] = ordenados[i]?.saida ?? null
  }
  return row
}

/** REG-031: one row per weekday (weekly schedules) or per day of the cycle (REVEZAMENTO), pairs flattened. */
export function horarioFlat(h: Horario) {
  const dias = h.horarios
    ? Object.values(h.horarios)
        .sort((a, b) => a.sequencia - b.sequencia)
        .map((s) => linha(h, null, s.sequencia, s.slots, s.folga))
    : DIAS_SEMANA.map((dia) => {
        const slots = h.horariosSemana[dia] ?? []
        return linha(h, dia, null, slots, slots.length === 0 && !h.cargaDiaria[dia])
      })
  return {
    ...horarioResumoDto(h),
    controlaEntradaSaidaSeparado: h.controlaEntradaSaidaSeparado,
    toleranciaMinutos: h.toleranciaMinutos,
    inicioRevezamento: h.inicioRevezamento,
    cargaSemanal: h.cargaSemanal === null ? null : formatMinutes(h.cargaSemanal),
    intervaloMinimo: h.intervaloMinimo === null ? null : formatMinutes(h.intervaloMinimo),
    dias,
  }
}
