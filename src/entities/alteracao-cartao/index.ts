export { historicoQueries } from './api/alteracao-cartao.queries'
export { getHistoricoCartao } from './api/alteracao-cartao.api'
export type { ConsultaHistorico } from './api/alteracao-cartao.api'
export { ORIGENS_ALTERACAO, TIPOS_ALTERACAO, alteracaoCartaoSchema, historicoCartaoSchema } from './api/alteracao-cartao.schema'
export type { AlteracaoCartao, DiaResumo, HistoricoCartao, OrigemAlteracao, TipoAlteracao } from './api/alteracao-cartao.schema'
export {
  ROTULOS_TIPO_ALTERACAO,
  antesEDepois,
  marcacoesDoResumo,
  origemDaAlteracao,
  tratamentosDoResumo,
} from './model/rotulos'
export type { OrigemExibida } from './model/rotulos'
export {
  MSG_HISTORICO_INDISPONIVEL,
  historicoIndisponivel,
  historicoIndisponivelNoCache,
  useHistoricoDisponivel,
} from './model/disponibilidade'
export { autoriaDaInclusao, inclusaoDaMarcacao } from './model/autoria'
