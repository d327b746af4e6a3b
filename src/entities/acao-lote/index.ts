export { acaoLoteQueries, listarFuncionariosLote, FUNCIONARIOS_POR_PAGINA, ACOES_POR_PAGINA } from './api/acao-lote.queries'
export type { FuncionariosLoteParams } from './api/acao-lote.queries'
export { acaoLoteDetalheSchema, acaoLoteResumoSchema, funcionarioLoteSchema, TIPOS_ACAO_LOTE } from './api/acao-lote.schema'
export type { AcaoLoteDetalhe, AcaoLoteResumo, FuncionarioLote } from './api/acao-lote.schema'
export {
  estaMarcado,
  filtroLoteBody,
  FILTRO_LOTE_PADRAO,
  PARAMETROS_ACAO_LOTE_PADRAO,
  selecaoBody,
  selecaoReducer,
} from './model/selecao'
export type { AcaoSelecao, FiltroLote, ParametrosAcaoLote, SelecaoBody } from './model/selecao'
export { useSelecaoLote } from './model/use-selecao-lote'
export type { SelecaoLote } from './model/use-selecao-lote'
export { ACOES_LOTE, tituloDaAcao } from './model/acoes'
export type { RotaAcaoLote } from './model/acoes'
