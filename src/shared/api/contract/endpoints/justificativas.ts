import { z } from 'zod/mini'
import { MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO } from '../../../config/mensagens'
import { COM_PAPEL, definirEndpoints } from '../endpoint'
import { horasDoCorpo, umDe } from '../cartao'
import { TIPOS_JUSTIFICATIVA } from './cartaoponto.schema'
import { documentar } from '../documentar'

/**
 * TC-136..138: a justification's hours (inclusions only, up to 24:00; null clears them) and type (with
 * front_justificativa_update_tipo); a field left out keeps its value.
 */
export const justificativaCorpoSchema = z.object({
  horas: horasDoCorpo(),
  tipoJustificativa: z.optional(umDe(TIPOS_JUSTIFICATIVA, MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO)),
})
documentar(justificativaCorpoSchema, { id: 'JustificativaCorpo' })
export type JustificativaCorpo = z.input<typeof justificativaCorpoSchema>

export const justificativasEndpoints = definirEndpoints(() => ({
  'PUT /api/justificativas/:id': { acesso: COM_PAPEL, requisitos: ['TC-138'], corpo: justificativaCorpoSchema },
  'DELETE /api/justificativas/:id': { acesso: COM_PAPEL, requisitos: ['TC-140'] },
}))
