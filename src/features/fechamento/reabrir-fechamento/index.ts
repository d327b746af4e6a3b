export { ReabrirFechamentoButton } from './ui/reabrir-fechamento-button'
export type { ReabrirFechamentoButtonProps } from './ui/reabrir-fechamento-button'
