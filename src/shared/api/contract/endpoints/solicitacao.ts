import { z } from 'zod/mini'
import { MSG_DATA_INICIAL_OBRIGATORIA, MSG_MOTIVO_OBRIGATORIO } from '../../../config/mensagens'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, textoLivre } from '../esquemas'
import { dataDoCorpo, horasDoCorpo, quandoValidos, referenciaDoCorpo, textoOpcional } from '../cartao'
import { documentar } from '../documentar'
import { anexoSolicitacaoSchema, solicitacaoDetalheSchema, solicitacaoSchema } from './solicitacao.schema'

export * from './solicitacao.schema'

export const MSG_FUNCIONARIO_SOLICITACAO = 'Selecione o funcionário'
export const MSG_TIPO_SOLICITACAO = 'Selecione o tipo de solicitação'
export const MSG_FIM_ANTES_DO_INICIO = 'A data final deve ser igual ou posterior à data inicial'
export const OBSERVACAO_SOLICITACAO_MAX = 500

/**
 * REQ-001, REQ-010: a request as saved. The period ends on or after its start (an absent end is the start) within
 * open competences; the hours are required by the include-punch type and the day bank by a type that has one; the
 * employee (the user or one they approve for), type, reason and bank exist. Those checks are the backend's.
 */
export const solicitacaoCorpoForma = {
  funcionario: referenciaDoCorpo(MSG_FUNCIONARIO_SOLICITACAO),
  tipoSolicitacao: referenciaDoCorpo(MSG_TIPO_SOLICITACAO),
  inicio: dataDoCorpo({ obrigatoria: MSG_DATA_INICIAL_OBRIGATORIA, brancoEhVazio: true }),
  fim: dataDoCorpo({ obrigatoria: null, brancoEhVazio: true }),
  horas: horasDoCorpo(),
  motivo: referenciaDoCorpo(MSG_MOTIVO_OBRIGATORIO),
  bancoDias: referenciaDoCorpo(null),
  observacaoSolicitante: textoOpcional(OBSERVACAO_SOLICITACAO_MAX),
}
export const solicitacaoCorpoSchema = z.object(solicitacaoCorpoForma).check(
  z.refine((s) => !s.fim || s.fim >= s.inicio, { error: MSG_FIM_ANTES_DO_INICIO, path: ['fim'], when: quandoValidos('inicio', 'fim') }),
)
documentar(solicitacaoCorpoSchema, { id: 'SolicitacaoCorpo' })
export type SolicitacaoCorpo = z.input<typeof solicitacaoCorpoSchema>

/** REQ-011..013: the approver's note (trimmed, up to 500 characters), kept with the decision. */
export const decisaoSolicitacaoCorpoSchema = z.object({ observacaoAprovador: textoLivre(OBSERVACAO_SOLICITACAO_MAX) })
documentar(decisaoSolicitacaoCorpoSchema, { id: 'DecisaoSolicitacaoCorpo' })

export const MSG_MOTIVO_INDEFERIMENTO = 'Informe o motivo do indeferimento.'

/** A rejection says why (docs/api-extensions.md 'Indeferimento com motivo'): the note is required, kept for the employee. */
export const indeferimentoSolicitacaoCorpoSchema = z.object({
  observacaoAprovador: z
    .string({ error: MSG_MOTIVO_INDEFERIMENTO })
    .check(z.trim(), z.minLength(1, { error: MSG_MOTIVO_INDEFERIMENTO }), z.overwrite((v) => v.slice(0, OBSERVACAO_SOLICITACAO_MAX))),
})
documentar(indeferimentoSolicitacaoCorpoSchema, { id: 'IndeferimentoSolicitacaoCorpo' })

const decidir = {
  acesso: algum('front_solicitacao_aprovar'),
  origem: 'extensao' as const,
  corpo: decisaoSolicitacaoCorpoSchema,
  resposta: solicitacaoDetalheSchema,
}

export const solicitacaoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/solicitacao', {
    leitura: COM_PAPEL,
    escrita: COM_PAPEL,
    lista: paginaSpring(solicitacaoSchema),
    item: solicitacaoDetalheSchema,
    corpo: solicitacaoCorpoSchema,
    requisitos: { lista: ['HOME-011', 'REQ-004'] },
    semBusca: true,
  }),
  'POST /api/solicitacao/:id/deferir': decidir,
  'POST /api/solicitacao/:id/indeferir': { ...decidir, corpo: indeferimentoSolicitacaoCorpoSchema },
  'POST /api/solicitacao/:id/estornar': decidir,
  /** Multipart `arquivo` (PDF, JPEG or PNG by its bytes, up to 5 MB) on a pending abono, by who may change the request. */
  'POST /api/solicitacao/:id/anexo': { acesso: COM_PAPEL, origem: 'extensao', resposta: anexoSolicitacaoSchema },
  /** The certificate itself, with its type and its name in Content-Disposition, to whoever may see the request. */
  'GET /api/solicitacao/:id/anexo': { acesso: COM_PAPEL, origem: 'extensao' },
  'DELETE /api/solicitacao/:id/anexo': { acesso: COM_PAPEL, origem: 'extensao' },
}))
