import { z } from 'zod/mini'
import type { Escala, EscalaDia } from '@/entities/cadastro/escala'
import { isValidHhmm } from '@/shared/lib'

/** A day as the grid edits it: the schedule id as the select's value ('' = none), hours as typed. */
const diaSchema = z
  .object({ data: z.string(), quadroHorarioId: z.string(), folga: z.boolean(), horas: z.string() })
  .check(
    z.refine((d) => d.folga || d.horas === '' || isValidHhmm(d.horas), { message: 'Horas inválidas (hh:mm)', path: ['horas'] }),
    z.refine((d) => d.folga || d.horas === '' || d.quadroHorarioId !== '', { message: 'Informe o horário do dia', path: ['quadroHorarioId'] }),
  )

export const diasEscalaSchema = z.object({ dias: z.array(diaSchema) })
export type DiasEscalaValores = z.infer<typeof diasEscalaSchema>

export const diasParaForm = (escala: Escala): DiasEscalaValores => ({
  dias: escala.dias.map((d) => ({ data: d.data, quadroHorarioId: d.quadroHorarioId === null ? '' : String(d.quadroHorarioId), folga: d.folga, horas: d.horas ?? '' })),
})

/** REG-034: the days sent back; a rest day carries neither schedule nor hours. */
export const formParaDias = (valores: DiasEscalaValores): EscalaDia[] =>
  valores.dias.map((d) =>
    d.folga
      ? { data: d.data, quadroHorarioId: null, folga: true, horas: null }
      : { data: d.data, quadroHorarioId: d.quadroHorarioId === '' ? null : Number(d.quadroHorarioId), folga: false, horas: d.horas === '' ? null : d.horas },
  )
