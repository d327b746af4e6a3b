import { z } from 'zod/mini'
import type { Motivo } from '@/entities/motivo'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA, MSG_MOTIVO_OBRIGATORIO } from '@/shared/config'

export const MSG_PERIODO = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const MSG_SELECIONE = 'Selecione ao menos um funcionário'

/** The kinds a batch justification offers (BATCH-002), in screen order, with the card's labels. */
export const TIPOS_JUSTIFICAR_LOTE = ['ABONO', 'JUSTIFICATIVA'] as const
export type TipoJustificarLote = (typeof TIPOS_JUSTIFICAR_LOTE)[number]
export const ROTULO_TIPO_LOTE: Record<TipoJustificarLote, string> = {
  ABONO: 'Abonar o dia todo',
  JUSTIFICATIVA: 'Justificar',
}

/** BATCH-002: the period, the kind, the reason (required) and an optional observation. */
export const justificarLoteSchema = z
  .object({
    dataInicial: z.string().check(z.trim(), z.minLength(1, MSG_DATA_INICIAL_OBRIGATORIA)),
    dataFinal: z.string().check(z.trim(), z.minLength(1, MSG_DATA_FINAL_OBRIGATORIA)),
    tipoJustificativa: z.enum(TIPOS_JUSTIFICAR_LOTE),
    motivo: z.pipe(
      z.nullable(z.custom<Motivo>()),
      z.custom<Motivo>((value) => value !== null && value !== undefined, MSG_MOTIVO_OBRIGATORIO),
    ),
    observacao: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      if (v.dataInicial && v.dataFinal && v.dataFinal < v.dataInicial) {
        ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: MSG_PERIODO, input: v.dataFinal })
      }
    }),
  )

export type JustificarLoteInput = z.input<typeof justificarLoteSchema>
export type JustificarLoteValues = z.output<typeof justificarLoteSchema>

/** The server's properties in screen order (the reason travels as idMotivo). */
export const CAMPOS_JUSTIFICAR_LOTE = ['dataInicial', 'dataFinal', 'tipoJustificativa', 'idMotivo', 'observacao'] as const
