export { NovoEpiButton } from './ui/novo-epi-button'
export type { NovoEpiButtonProps } from './ui/novo-epi-button'
export { RemoverEpiButton } from './ui/remover-epi-button'
export type { RemoverEpiButtonProps } from './ui/remover-epi-button'
