import { z } from 'zod/mini'
import { DIAS_SEMANA, type DiaSemana, type Horario, type TipoHorario } from '@/entities/horario'

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/
const DURACAO = /^(\d{1,3}:[0-5]\d)?$/
const hora = z.string().check(z.regex(HORA, 'Informe o horário (hh:mm)'))
const modo = z.enum(['MARCACAO', 'PRE_ASSINALADO'])
const slot = z.object({ entrada: hora, saida: hora, modoEntrada: modo, modoSaida: modo })
const pares = z.array(slot).check(z.maxLength(4, 'No máximo 4 pares por dia'))
const duracao = z.string().check(z.regex(DURACAO, 'Informe a duração (hh:mm)'))

export const horarioFormSchema = z.object({
  codigo: z.string().check(z.trim(), z.minLength(1, 'Preenchimento do código é obrigatório')),
  descricao: z.string().check(z.trim(), z.minLength(1, 'Preenchimento da descrição é obrigatório')),
  tipoHorario: z.enum(['FLEXIVEL', 'FIXO', 'FIXO_INTERVALO_FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO']),
  toleranciaMinutos: z
    .number('Informe a tolerância')
    .check(z.int(), z.gte(0, 'A tolerância deve estar entre 0 e 60'), z.lte(60, 'A tolerância deve estar entre 0 e 60')),
  controlaEntradaSaidaSeparado: z.boolean(),
  ativo: z.boolean(),
  semana: z.object(Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, pares])) as Record<DiaSemana, typeof pares>),
  cargaDiaria: z.object(Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, duracao])) as Record<DiaSemana, typeof duracao>),
  cargaSemanal: duracao,
  intervaloMinimo: duracao,
  inicioRevezamento: z.string(),
  ciclo: z.array(z.object({ folga: z.boolean(), slots: pares })),
})
export type HorarioFormValues = z.infer<typeof horarioFormSchema>
export type SlotValues = HorarioFormValues['semana']['SEGUNDA'][number]

/** Types with a daily workload instead of fixed times (a weekly one, Carga Horária, is its days' loads added up). */
export const USA_CARGA_DIARIA: readonly TipoHorario[] = ['FLEXIVEL', 'FIXO_INTERVALO_FLEXIVEL', 'CARGA_HORARIA', 'SOBRE_AVISO']

/** REG-024: a day's slots as pairs in their order (sequencia), each side with its mode. */
const slotsDe = (lista: NonNullable<Horario['horariosSemana']>[DiaSemana] | undefined): SlotValues[] =>
  [...(lista ?? [])]
    .sort((a, b) => (a.sequencia ?? Number.MAX_SAFE_INTEGER) - (b.sequencia ?? Number.MAX_SAFE_INTEGER))
    .map((s) => ({ entrada: s.entrada ?? '', saida: s.saida ?? '', modoEntrada: s.modoEntrada, modoSaida: s.modoSaida }))

export function horarioParaForm(h: Horario): HorarioFormValues {
  return {
    codigo: h.codigo,
    descricao: h.descricao,
    tipoHorario: h.tipoHorario,
    // Rule 1 (art. 58 §1): without a value of its own a schedule follows the CLT, 5 minutes per punch.
    toleranciaMinutos: h.toleranciaMinutos ?? 5,
    controlaEntradaSaidaSeparado: h.controlaEntradaSaidaSeparado ?? false,
    ativo: h.ativo,
    semana: Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, slotsDe(h.horariosSemana?.[dia])])) as HorarioFormValues['semana'],
    cargaDiaria: Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, h.cargaDiaria?.[dia] ?? ''])) as HorarioFormValues['cargaDiaria'],
    cargaSemanal: h.cargaSemanal ?? '',
    intervaloMinimo: h.intervaloMinimo ?? '',
    inicioRevezamento: h.inicioRevezamento?.slice(0, 10) ?? '',
    ciclo: Object.values(h.horarios ?? {})
      .sort((a, b) => a.sequencia - b.sequencia)
      .map((d) => ({ folga: d.folga, slots: slotsDe(d.slots) })),
  }
}

/** The body of POST/PUT /api/horarios (REG-029). */
export function formParaHorario(v: HorarioFormValues, id: number | null): Record<string, unknown> {
  const vazio = (texto: string) => (texto === '' ? null : texto)
  return {
    id,
    codigo: v.codigo,
    descricao: v.descricao,
    tipoHorario: v.tipoHorario,
    toleranciaMinutos: v.toleranciaMinutos,
    controlaEntradaSaidaSeparado: v.controlaEntradaSaidaSeparado,
    ativo: v.ativo,
    horariosSemana: v.tipoHorario === 'REVEZAMENTO' ? {} : v.semana,
    cargaDiaria: Object.fromEntries(DIAS_SEMANA.map((dia) => [dia, vazio(v.cargaDiaria[dia])])),
    cargaSemanal: vazio(v.cargaSemanal),
    intervaloMinimo: vazio(v.intervaloMinimo),
    inicioRevezamento: v.tipoHorario === 'REVEZAMENTO' ? vazio(v.inicioRevezamento) : null,
    horarios: v.tipoHorario === 'REVEZAMENTO' ? Object.fromEntries(v.ciclo.map((d, i) => [String(i + 1), d])) : null,
  }
}
