import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { dataOpcional } from '../esquemas'
import { inteiroObrigatorio } from '../cartao'
import { TIPOS_JUSTIFICATIVA, TIPOS_MARCACAO } from './cartaoponto.schema'
import { documentar } from '../documentar'

/**
 * Where a change of a time card came from (docs/api-extensions.md 'Histórico do cartão e desfazer'): the card's own
 * editing, a request's approval, a batch action, an AFD import, the clock, a closing, an undo, an HR movement or a
 * bulk move of punches (/move-marcacao).
 */
export const ORIGENS_ALTERACAO = [
  'CARTAO', 'SOLICITACAO', 'ACAO_LOTE', 'IMPORTACAO_AFD', 'RELOGIO', 'FECHAMENTO', 'DESFAZER', 'MOVIMENTACAO_RH',
  'MOVIMENTACAO_MARCACAO',
] as const
export type OrigemAlteracao = (typeof ORIGENS_ALTERACAO)[number]

/** What changed. DIA_FOLGA: the day made a day off (or back to a working day). */
export const TIPOS_ALTERACAO = [
  'MARCACAO_INCLUIDA', 'MARCACAO_ALTERADA', 'MARCACAO_DESCONSIDERADA', 'MARCACAO_RECONSIDERADA', 'MARCACAO_MOVIDA',
  'MARCACAO_REMOVIDA', 'MARCACOES_ORDENADAS', 'MARCACOES_RESTAURADAS', 'JUSTIFICATIVA_INCLUIDA', 'JUSTIFICATIVA_ALTERADA',
  'JUSTIFICATIVA_REMOVIDA', 'CONVERSAO', 'HORARIO_ALTERADO', 'DIA_FOLGA', 'DIA_REMOVIDO', 'OBSERVACAO', 'BLOQUEIO',
  'DESBLOQUEIO',
] as const
export type TipoAlteracao = (typeof TIPOS_ALTERACAO)[number]

/** DIA: one day of the card changed; CARTAO: the card as a whole (its notes line, its lock, its competence's closing). */
export const ALCANCES_ALTERACAO = ['DIA', 'CARTAO'] as const

/** A day as a person reads it before or after a change: its punches by slot, justifications, schedule and note. */
export const diaResumoSchema = z.object({
  marcacoes: z.array(
    z.object({
      hora: z.string(),
      /** Slot 1..8 (entry and exit of pairs 1..4) of a counted punch; where it was, for a disregarded one. */
      sequencia: z.number(),
      tipoMarcacao: z.enum(TIPOS_MARCACAO),
      desconsiderada: z.boolean(),
    }),
  ),
  tratamentos: z.array(z.object({ hora: z.nullable(z.string()), motivo: z.string(), tipoJustificativa: z.enum(TIPOS_JUSTIFICATIVA) })),
  /** The day's own schedule ('Folga', '001 - Comercial', with ' (especial)'); null: the employee's quadro. */
  horario: z.nullable(z.string()),
  /** The day's note; for a change of the whole card, the card's notes line. */
  observacao: z.nullable(z.string()),
})
documentar(diaResumoSchema, { id: 'DiaResumo' })
export type DiaResumo = z.infer<typeof diaResumoSchema>

/** One change of a time card: who, when, from where, what, the day before and after, and whether it can be undone. */
export const alteracaoCartaoSchema = z.object({
  id: z.number(),
  funcionarioId: z.number(),
  competenciaId: z.number(),
  /** The day changed ('YYYY-MM-DD'); for a change of the whole card, the competence's first day. */
  data: z.string(),
  alcance: z.enum(ALCANCES_ALTERACAO),
  /** ISO local date-time of the server. */
  em: z.string(),
  usuario: z.object({ username: z.string(), nome: z.string() }),
  origem: z.enum(ORIGENS_ALTERACAO),
  /** The request, batch action, AFD import, HR movement, bulk move or closing behind the change. */
  origemId: z.nullable(z.number()),
  tipo: z.enum(TIPOS_ALTERACAO),
  descricao: z.string(),
  antes: z.nullable(diaResumoSchema),
  depois: z.nullable(diaResumoSchema),
  /** The entry that undid this one. */
  desfeitaPor: z.nullable(z.number()),
  /** The entry this undo undid (origem DESFAZER). */
  desfaz: z.nullable(z.number()),
  /** Whether the caller may undo it now. */
  desfazivel: z.boolean(),
  /** Why it cannot be undone now (null when it can). */
  motivoNaoDesfazivel: z.nullable(z.string()),
})
documentar(alteracaoCartaoSchema, { id: 'AlteracaoCartao' })
export type AlteracaoCartao = z.infer<typeof alteracaoCartaoSchema>

export const historicoCartaoSchema = z.object({ itens: z.array(alteracaoCartaoSchema) })
documentar(historicoCartaoSchema, { id: 'HistoricoCartao' })
export type HistoricoCartao = z.infer<typeof historicoCartaoSchema>

/** The card, and optionally one day, the user (username, or part of the name) and the kind of change. */
export const consultaHistoricoSchema = z.object({
  funcionarioId: inteiroObrigatorio(),
  competenciaId: inteiroObrigatorio(),
  data: dataOpcional,
  usuario: z.optional(z.string()),
  tipo: z.optional(z.enum(TIPOS_ALTERACAO, { error: `deve ser um de ${TIPOS_ALTERACAO.join(', ')}` })),
})
export type ConsultaHistorico = z.input<typeof consultaHistoricoSchema>

/** Issue 15 §1: who changed what on a time card, and undo by a compensating change (docs/api-extensions.md). */
export const historicoEndpoints = definirEndpoints(() => ({
  /** Newest first; who may read the card reads its history (as GET /api/cartaoponto). */
  'GET /api/cartaoponto/historico': {
    acesso: algum('front_manutencao_visualizar'),
    origem: 'extensao',
    consulta: consultaHistoricoSchema,
    resposta: historicoCartaoSchema,
  },
  /** 200 with the new entry (origem DESFAZER); 409 when it cannot be undone, 403 when the caller may not change the card. */
  'POST /api/cartaoponto/historico/:id/desfazer': {
    acesso: algum('front_manutencao'),
    origem: 'extensao',
    resposta: alteracaoCartaoSchema,
  },
}))
