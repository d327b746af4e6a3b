export { cartaoPontoQueries } from './api/cartao-ponto.queries'
export { getCartaoPonto, recalcularCartaoPonto } from './api/cartao-ponto.api'
export type { CartaoPontoId } from './api/cartao-ponto.api'
export {
  TIPOS_JUSTIFICATIVA,
  TIPOS_MARCACAO,
  cartaoPontoSchema,
  competenciaRefSchema,
  configuracaoCamposSchema,
  funcionarioCartaoSchema,
  manutencaoSchema,
  marcacaoSchema,
  registroDiaSchema,
  tratamentoSchema,
} from './api/cartao-ponto.schema'
export type {
  BancoCompensacaoResumo,
  BancoDiasResumo,
  CartaoPonto,
  ConfiguracaoCampos,
  Manutencao,
  Marcacao,
  MovimentacaoRh,
  ParMarcacao,
  RegistroDia,
  TipoJustificativa,
  Tratamento,
} from './api/cartao-ponto.schema'
export { canChange, isOwnCartao, type CabecalhoCartao } from './model/can-change'
export {
  COLUNAS_CARTAO,
  COLUNAS_DE_PAR,
  CAMPO_DA_COLUNA,
  VER_EXTRA_CALCULADA,
  campoHabilitado,
  colunasRecolhidas,
  columnCount,
  mostraExtraCalculada,
  mostraMarcacoesOriginais,
  mostraPar3,
  mostraPar4,
  visibleColumns,
} from './model/columns'
export type { CampoCartao, ColunaCartao, ColunaDePar } from './model/columns'
export { ROTULOS_COLUNAS } from './model/rotulos-colunas'
export {
  PREFERENCIAS_PADRAO,
  alternarColuna,
  chaveDasPreferencias,
  colunaOpcional,
  colunasEscolhiveis,
  gravarPreferencias,
  lerPreferencias,
  restaurarColunas,
} from './model/preferencias-grade'
export type { Armazenamento, PreferenciasGrade } from './model/preferencias-grade'
export {
  diasDoCartao,
  errorMessageFor,
  errorsByDate,
  ocorrenciaDoDia,
  rowTone,
  semQuadroMessage,
} from './model/dia'
export type { DiaCartao, ErrorsByDate, RowTone } from './model/dia'
export { balanceTone, formatHhmm, hhmmSign } from './model/hhmm'
export {
  useAvisoCartaoAlterado,
  useCartaoPontoAoVivo,
  cartaoAlteradoPorOutros,
  TOPICO_CARTAO_PONTO,
} from './api/cartao-ponto-ao-vivo'
export { composicaoDoTotal, temComposicao } from './model/composicao-total'
export type { ComposicaoTotal, TotalComposto } from './model/composicao-total'
export { composicaoDasFaltas } from './model/composicao-faltas'
export { composicaoDoBanco } from './model/composicao-banco'
export type { FiguraBanco } from './model/composicao-banco'
