import { z } from 'zod/mini'
import { MSG_MOTIVO_OBRIGATORIO } from '@/shared/config'

const motivoSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.boolean() })

/** doc1 §5 (TC-105): disregarding an original punch needs a reason. */
export const desconsiderarSchema = z.object({
  idMotivo: z.nullable(motivoSchema).check(z.refine((motivo) => motivo !== null, MSG_MOTIVO_OBRIGATORIO)),
})

export type DesconsiderarInput = z.input<typeof desconsiderarSchema>
export type DesconsiderarValues = z.output<typeof desconsiderarSchema>

export const CAMPOS_DESCONSIDERAR = ['idMotivo'] as const satisfies readonly (keyof DesconsiderarValues)[]
