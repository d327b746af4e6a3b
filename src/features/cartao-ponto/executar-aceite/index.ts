export { AceiteButton } from './ui/aceite-button'
export type { AceiteButtonProps } from './ui/aceite-button'
export { executarAceite, useExecutarAceite } from './api/executar-aceite.mutation'
export { MSG_ACEITE_SUCESSO, PERGUNTA_ACEITE, mayExecutarAceite } from './model/aceite'
