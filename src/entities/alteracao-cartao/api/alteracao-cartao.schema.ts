/** Contract of the card history (docs/api-extensions.md 'Histórico do cartão e desfazer'). */
export {
  ORIGENS_ALTERACAO,
  TIPOS_ALTERACAO,
  alteracaoCartaoSchema,
  diaResumoSchema,
  historicoCartaoSchema,
  type AlteracaoCartao,
  type DiaResumo,
  type HistoricoCartao,
  type OrigemAlteracao,
  type TipoAlteracao,
} from '@/shared/api/contract/endpoints/historico'
