export { AceiteButton } from './ui/aceite-button'
export type { AceiteButtonProps } from './ui/aceite-button'
export { executarAceite, useExecutarAceite } from './api/executar-aceite.mutation'
export { mayExecutarAceite } from './model/aceite'
