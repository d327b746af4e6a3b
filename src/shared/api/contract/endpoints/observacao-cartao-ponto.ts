import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { idsCartaoSchema } from '../cartao'
import { documentar } from '../documentar'

export const OBSERVACAO_CARTAO_MAX = 500

/** TC-056: the notes line of a card (GET answers 204 when there is none). */
export const observacaoCartaoPontoSchema = z.object({
  funcionarioId: z.number(),
  competenciaId: z.number(),
  observacao: z.nullable(z.string()),
})
documentar(observacaoCartaoPontoSchema, { id: 'ObservacaoCartaoPonto' })

/** The text, trimmed, up to 500 characters; empty (or left out) removes the line. */
export const observacaoTextoSchema = z.object({
  observacao: z.optional(
    z.nullable(
      z.string({ error: 'deve ser um texto' }).check(
        z.trim(),
        z.maxLength(OBSERVACAO_CARTAO_MAX, `tamanho deve ser entre 0 e ${OBSERVACAO_CARTAO_MAX}`),
      ),
    ),
  ),
})

/** The card's ids and its notes line. */
export const observacaoCartaoPontoCorpoSchema = z.object({ ...idsCartaoSchema.shape, ...observacaoTextoSchema.shape })
documentar(observacaoCartaoPontoCorpoSchema, { id: 'ObservacaoCartaoPontoCorpo' })

export const observacaoCartaoPontoEndpoints = definirEndpoints(() => ({
  'GET /api/observacao-cartao-ponto': {
    acesso: algum('front_manutencao_visualizar'),
    requisitos: ['TC-056'],
    consulta: z.object({ funcionarioId: z.number(), competenciaId: z.number() }),
    resposta: observacaoCartaoPontoSchema,
  },
  'PUT /api/observacao-cartao-ponto': {
    acesso: algum('front_manutencao'),
    requisitos: ['TC-056'],
    corpo: observacaoCartaoPontoCorpoSchema,
  },
}))
