export {
  marcacaoMovivelSchema,
  marcacoesParaMoverQuery,
  movimentacaoMarcacaoResource,
  movimentacaoMarcacaoSchema,
} from './api/movimentacao-marcacao'
export type { MarcacaoMovivel, MovimentacaoMarcacao, PeriodoMarcacoes } from './api/movimentacao-marcacao'
