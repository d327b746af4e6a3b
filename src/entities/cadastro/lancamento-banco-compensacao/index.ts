export {
  baixarLancamentoCompensacao,
  lancamentoBancoCompensacaoResource,
  lancamentoBancoCompensacaoSchema,
} from './api/lancamento-banco-compensacao'
export type { LancamentoBancoCompensacao } from './api/lancamento-banco-compensacao'
