import { z } from 'zod/mini'
import { TIPOS_JUSTIFICATIVA } from '@/entities/cartao-ponto'
import { hhmmToMinutes } from '@/shared/lib'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_CONVERSAO_HORARIO_MAXIMO,
  MSG_CONVERSAO_HORARIO_OBRIGATORIO,
  MSG_MOTIVO_OBRIGATORIO,
  MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO,
  preencherMensagem,
} from '@/shared/config'
import { motivoFixo } from './conversao'

/** TC-154 */
export const mensagemHorarioMaximo = (max: string) => preencherMensagem(MSG_CONVERSAO_HORARIO_MAXIMO, { max })

/** A day bank debit sends this amount (TC-156). */
export const HORAS_BANCO_DIAS = '00:00'

const referencia = z.object({ id: z.number(), descricao: z.string() })

/** TC-152..155: the conversion form; `max` is the whole amount (hh:mm), which is itself accepted. */
export function conversaoSchema(max: string) {
  const maximo = hhmmToMinutes(max)
  return z
    .object({
      tipoJustificativa: z.nullable(z.enum(TIPOS_JUSTIFICATIVA)),
      horas: z.string(),
      motivo: z.nullable(z.extend(referencia, { ativo: z.boolean() })),
      bancoDias: z.nullable(referencia),
      observacao: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [campo], input: v })
        if (!v.tipoJustificativa) erro('tipoJustificativa', MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO)
        const minutos = /^\d{2,3}:\d{2}$/.test(v.horas) ? hhmmToMinutes(v.horas) : Number.NaN
        if (Number.isNaN(minutos)) erro('horas', MSG_CONVERSAO_HORARIO_OBRIGATORIO)
        else if (minutos > maximo) erro('horas', mensagemHorarioMaximo(max))
        if (v.tipoJustificativa && motivoFixo(v.tipoJustificativa) === null && !v.motivo) erro('motivo', MSG_MOTIVO_OBRIGATORIO)
        if (v.tipoJustificativa === 'BANCO_DE_DIAS_DEBITO' && !v.bancoDias) erro('bancoDias', MSG_BANCO_DIAS_OBRIGATORIO)
      }),
    )
}

export type ConversaoInput = z.input<ReturnType<typeof conversaoSchema>>
export type ConversaoValues = z.output<ReturnType<typeof conversaoSchema>>

/** The form's fields in screen order (the first with a server error gets focus). */
export const CAMPOS_CONVERSAO = ['tipoJustificativa', 'horas', 'bancoDias', 'motivo', 'observacao'] as const
