import { z } from 'zod/mini'

/** doc1 §5 (TC-105): disregarding an original punch needs a reason. */
export const MSG_MOTIVO_DESCONSIDERAR = 'Preenchimento do motivo e obrigatorio'

const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })

export const desconsiderarSchema = z.object({
  idMotivo: z.nullable(motivoSchema).check(z.refine((motivo) => motivo !== null, MSG_MOTIVO_DESCONSIDERAR)),
})

export type DesconsiderarInput = z.input<typeof desconsiderarSchema>
export type DesconsiderarValues = z.output<typeof desconsiderarSchema>

export const CAMPOS_DESCONSIDERAR = ['idMotivo'] as const satisfies readonly (keyof DesconsiderarValues)[]
