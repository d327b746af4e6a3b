import { DIAS_SEMANA, type CODIGOS_TIPO_HORARIO } from '../api/horario.schema'

/** REG-023: the schedule types and their labels. */
export const TIPOS_HORARIO = {
  FLEXIVEL: 'Flexível',
  FIXO: 'Fixo',
  FIXO_INTERVALO_FLEXIVEL: 'Fixo com Intervalo Flexível',
  REVEZAMENTO: 'Revezamento',
  CARGA_HORARIA: 'Carga Horária',
  SOBRE_AVISO: 'Sobre Aviso',
} as const satisfies Record<(typeof CODIGOS_TIPO_HORARIO)[number], string>
export type TipoHorario = keyof typeof TIPOS_HORARIO

export { DIAS_SEMANA }
export type DiaSemana = (typeof DIAS_SEMANA)[number]

export const NOMES_DIAS: Record<DiaSemana, string> = {
  SEGUNDA: 'Segunda',
  TERCA: 'Terça',
  QUARTA: 'Quarta',
  QUINTA: 'Quinta',
  SEXTA: 'Sexta',
  SABADO: 'Sábado',
  DOMINGO: 'Domingo',
}

export interface SlotHorario {
  id?: number | null
  sequencia?: number
  diaSemana?: DiaSemana | null
  entrada: string
  saida: string
  modoEntrada: 'MARCACAO' | 'PRE_ASSINALADO'
  modoSaida: 'MARCACAO' | 'PRE_ASSINALADO'
}

const COPIA_PARA = ['TERCA', 'QUARTA', 'QUINTA', 'SEXTA'] as const

/** REG-026/027: Monday's slots copied to Tuesday through Friday, without their ids and weekday. */
export function copiarSegunda<S extends SlotHorario>(semana: Record<DiaSemana, S[]>): Record<DiaSemana, S[]> {
  const copia = (semana.SEGUNDA ?? []).map((slot) => ({ ...slot, id: null, diaSemana: null }))
  return { ...semana, ...Object.fromEntries(COPIA_PARA.map((dia) => [dia, copia.map((slot) => ({ ...slot }))])) }
}

/** A schedule as its pickers name it: 'codigo - descricao'. */
export const rotuloHorario = (h: { codigo: string; descricao: string }) => `${h.codigo} - ${h.descricao}`

/** REG-024: the label of a slot's entry/exit mode. */
export const MODOS_MARCACAO = { MARCACAO: 'Marcação', PRE_ASSINALADO: 'Pré-assinalado' } as const
