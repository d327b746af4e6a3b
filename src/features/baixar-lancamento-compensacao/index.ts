export { BaixarLancamentoButton } from './ui/baixar-lancamento-button'
