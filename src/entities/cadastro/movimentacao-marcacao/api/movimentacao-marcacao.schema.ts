/** A bulk move of punches and a punch that may be moved (the contract's). */
export {
  marcacaoMovivelSchema,
  movimentacaoMarcacaoSchema,
  type MarcacaoMovivel,
  type MovimentacaoMarcacao,
} from '@/shared/api/contract/endpoints/movimentacoes-marcacao'
