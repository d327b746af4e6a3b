import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

export const TIPOS_MENSAGEM_COLETOR = ['COLETOR_FUNCIONARIO_IMPORTAR', 'COLETOR_FUNCIONARIO_ENVIAR', 'COLETOR_FUNCIONARIO_TRANSFERIR'] as const
export type TipoMensagemColetor = (typeof TIPOS_MENSAGEM_COLETOR)[number]

export const TIPO_DE_MENSAGEM_DESCONHECIDO = 'tipo de mensagem desconhecido'
export const SELECIONE_UM_FUNCIONARIO = 'selecione ao menos um funcionário'
export const DESTINO_IGUAL_A_ORIGEM = 'o destino deve ser outro coletor'

/** The kind of message; each kind has its own permission (the handler's). */
export const tipoMensagemColetorSchema = z.object({
  messageType: z.enum(TIPOS_MENSAGEM_COLETOR, { error: TIPO_DE_MENSAGEM_DESCONHECIDO }),
})

/** An id the handler looks up (`Number()` of what was sent: one naming no row is its error). */
const id = z.catch(z.coerce.number(), Number.NaN)
// The docs describe the id as the number it is (a NaN fallback would read as `default: null`).
documentar(id, {
  override: ({ jsonSchema }) => {
    delete jsonSchema.default
    jsonSchema.type = 'integer'
  },
})
/** The employees a message moves: at least one (each must exist and be active: the handler's). */
const funcionarioIds = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.array(id).check(z.minLength(1, SELECIONE_UM_FUNCIONARIO)),
)
documentar(funcionarioIds, { override: { type: 'array', items: { type: 'integer' }, minItems: 1 } })

/** A message of one type; without a payload its fields are missing (the handler's 'não encontrado'). */
const mensagem = <T extends TipoMensagemColetor, P extends z.ZodMiniObject>(messageType: T, payload: P) =>
  z.object({ messageType: z.literal(messageType), payload: z.prefault(payload, {} as z.input<P>) })

/**
 * REG-011/012: a message for the clocks' collector: import one employee (REG-012), send employees to a collector, or
 * move employees a collector knows to another one.
 */
export const mensagemColetorSchema = z.discriminatedUnion(
  'messageType',
  [
    mensagem('COLETOR_FUNCIONARIO_IMPORTAR', z.object({ funcionarioId: id })),
    mensagem('COLETOR_FUNCIONARIO_ENVIAR', z.object({ coletorId: id, funcionarioIds })),
    mensagem(
      'COLETOR_FUNCIONARIO_TRANSFERIR',
      z
        .object({ coletorId: id, coletorDestinoId: id, funcionarioIds })
        .check(z.refine((p) => p.coletorDestinoId !== p.coletorId, { error: DESTINO_IGUAL_A_ORIGEM, path: ['coletorDestinoId'] })),
    ),
  ],
  { error: TIPO_DE_MENSAGEM_DESCONHECIDO },
)
documentar(mensagemColetorSchema, { id: 'MensagemColetor' })
export type MensagemColetorCorpo = z.input<typeof mensagemColetorSchema>

/** The message as queued (202). */
export const mensagemColetorEnviadaSchema = z.object({
  id: z.number(),
  messageType: z.enum(TIPOS_MENSAGEM_COLETOR),
  payload: z.record(z.string(), z.unknown()),
  enviadaEm: z.string(),
})
documentar(mensagemColetorEnviadaSchema, { id: 'MensagemColetorEnviada' })

export const coletorEndpoints = definirEndpoints(() => ({
  'POST /api/coletor/message': {
    acesso: algum('front_funcionario', 'front_coletor', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario'),
    origem: 'extensao',
    corpo: mensagemColetorSchema,
    resposta: mensagemColetorEnviadaSchema,
  },
}))
