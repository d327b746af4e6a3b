import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { idsCartaoSchema, inteiroOpcional, umDeOpcional } from '../cartao'
import { documentar } from '../documentar'

export const SITUACOES_ACEITE = ['PENDENTE', 'ACEITO'] as const
export type SituacaoAceite = (typeof SITUACOES_ACEITE)[number]

/** A row of 'Cartão Ponto Digital' (GET /api/aceites): one employee's time card of a competence. */
export const aceiteSchema = z.object({
  id: z.number(),
  funcionario: z.object({ id: z.number(), nome: z.string(), matricula: z.string() }),
  departamento: z.nullable(z.object({ id: z.number(), descricao: z.string() })),
  competencia: z.object({ id: z.number(), descricaoCurta: z.string(), inicio: z.string(), fim: z.string() }),
  situacao: z.enum(SITUACOES_ACEITE),
  dataAceite: z.nullable(z.string()),
  /** The user's own card, still pending: only the employee signs their card. */
  podeAceitar: z.boolean(),
})
documentar(aceiteSchema, { id: 'Aceite' })
export type Aceite = z.output<typeof aceiteSchema>

/** TC-063: the card accepted, by its employee and competence. */
export const aceiteCorpoSchema = z.object(idsCartaoSchema.shape)
documentar(aceiteCorpoSchema, { id: 'AceiteCorpo' })

/** The list's filters: PENDENTE or ACEITO, the employee and the competence. */
export const aceiteConsultaSchema = z.object({
  funcionarioId: inteiroOpcional(),
  competenciaId: inteiroOpcional(),
  situacao: umDeOpcional(SITUACOES_ACEITE, 'deve ser PENDENTE ou ACEITO'),
})

export const aceitesEndpoints = definirEndpoints(() => ({
  'GET /api/aceites': { acesso: algum('front_aceites'), origem: 'rest', consulta: aceiteConsultaSchema, resposta: z.array(aceiteSchema) },
  'GET /api/aceites/:id': { acesso: algum('front_aceites'), origem: 'rest', resposta: aceiteSchema },
  'POST /api/aceites': {
    acesso: algum('front_aceites'),
    requisitos: ['TC-063'],
    corpo: aceiteCorpoSchema,
    resposta: z.object({ id: z.number(), dataAceite: z.string() }),
  },
}))
