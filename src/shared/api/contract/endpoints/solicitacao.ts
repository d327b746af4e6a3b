import { z } from 'zod/mini'
import { MSG_DATA_INICIAL_OBRIGATORIA, MSG_MOTIVO_OBRIGATORIO } from '../../../config/mensagens'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, textoLivre } from '../esquemas'
import { tipoPeloConteudo, type TipoDeArquivo } from '../arquivo'
import { dataDoCorpo, horasDoCorpo, quandoValidos, referenciaDoCorpo, textoOpcional } from '../cartao'
import { documentar } from '../documentar'

const ref = z.nullish(z.looseObject({ id: z.number(), descricao: z.string() }))

/** A request's medical certificate (docs/api-extensions.md 'Atestado na solicitação de abono'): its name, type and size. */
export const anexoSolicitacaoSchema = z.object({ nome: z.string(), tipo: z.string(), tamanho: z.number() })
documentar(anexoSolicitacaoSchema, { id: 'AnexoSolicitacao' })
export type AnexoSolicitacao = z.infer<typeof anexoSolicitacaoSchema>

export const ATESTADO_MAX_BYTES = 5 * 1024 * 1024
export const TIPOS_DE_ATESTADO: readonly TipoDeArquivo[] = ['application/pdf', 'image/jpeg', 'image/png']
export const MSG_ATESTADO_INVALIDO = 'O arquivo deve ser PDF, JPEG ou PNG de até 5 MB.'
export const MSG_SEM_ATESTADO = 'Envie o arquivo do atestado.'
export const MSG_TIPO_SEM_ATESTADO = 'Somente solicitações de abono aceitam atestado.'

/**
 * docs/decisions.md 'Atestado só no abono': a type takes a certificate when it excuses whole days by its reason, neither
 * carrying hours nor spending a day bank.
 */
export function aceitaAtestado(tipo: { informaHoras?: boolean | undefined; bancoDias?: unknown } | null | undefined): boolean {
  return tipo?.informaHoras === false && !tipo.bancoDias
}

/** The certificate's type read from its bytes; null when it is empty, over 5 MB or not a PDF, JPEG or PNG. */
export async function tipoDoAtestado(arquivo: Blob): Promise<TipoDeArquivo | null> {
  if (arquivo.size === 0 || arquivo.size > ATESTADO_MAX_BYTES) return null
  return tipoPeloConteudo(arquivo, TIPOS_DE_ATESTADO)
}

export const solicitacaoResumoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ nome: z.string() }),
  inicio: z.string(),
  fim: z.nullish(z.string()),
  tipoSolicitacao: z.nullish(z.looseObject({ descricao: z.string() })),
  status: z.string(),
})
export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>

/** REQ-001: a request as GET /api/solicitacao lists it. */
export const solicitacaoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ id: z.number(), nome: z.string(), matricula: z.nullish(z.string()) }),
  inicio: z.string(),
  fim: z.string(),
  tipoSolicitacao: z.nullish(z.looseObject({ id: z.number(), descricao: z.string() })),
  tipo: z.nullish(z.looseObject({ id: z.number(), descricao: z.string(), informaHoras: z.optional(z.boolean()), motivo: ref, bancoDias: ref })),
  status: z.string(),
  motivo: ref,
  bancoDias: ref,
  horas: z.nullish(z.string()),
  observacaoSolicitante: z.nullish(z.string()),
  observacaoAprovador: z.nullish(z.string()),
  dataSolicitacao: z.nullish(z.string()),
  dataAprovacao: z.nullish(z.string()),
  anexo: z.nullish(anexoSolicitacaoSchema),
})
documentar(solicitacaoSchema, { id: 'Solicitacao' })
export type Solicitacao = z.infer<typeof solicitacaoSchema>

/** One request with what its dashboard shows: competence, approver, treatments on the card, the user's actions. */
export const solicitacaoDetalheSchema = z.extend(solicitacaoSchema, {
  competencia: z.nullish(z.looseObject({ id: z.number(), descricaoCurta: z.string(), fechada: z.optional(z.boolean()) })),
  aprovador: z.nullish(z.looseObject({ nome: z.string() })),
  /** Who filed it for the employee (another approver decides it); null when the employee did. */
  registradaPor: z.nullish(z.looseObject({ nome: z.string() })),
  efeito: z.optional(z.string()),
  tratamentos: z._default(z.array(z.looseObject({ data: z.string(), tipoJustificativa: z.string(), horas: z.nullish(z.string()) })), []),
  acoes: z._default(
    z.looseObject({
      editar: z.boolean(),
      excluir: z.boolean(),
      deferir: z.boolean(),
      indeferir: z.boolean(),
      estornar: z.boolean(),
    }),
    { editar: false, excluir: false, deferir: false, indeferir: false, estornar: false },
  ),
})
documentar(solicitacaoDetalheSchema, { id: 'SolicitacaoDetalhe' })
export type SolicitacaoDetalhe = z.infer<typeof solicitacaoDetalheSchema>

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

export const solicitacaoEndpoints = definirEndpoints({
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
})
