import { z } from 'zod/mini'
import { tipoPeloConteudo, type TipoDeArquivo } from '../arquivo'
import { documentar } from '../documentar'

/*
 * The requests as the API answers them, apart from the calls' table and the bodies they are sent with: the screens that
 * only read requests (home's pending list) load neither.
 */

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
