export { BloqueioButton } from './ui/bloqueio-button'
export type { BloqueioButtonProps } from './ui/bloqueio-button'
export { bloquearRegistro, desbloquearRegistro, useAlternarBloqueio } from './api/bloqueio-registro.mutation'
export { ROLE_BLOQUEIO_REGISTRO, bloqueioLabel, mayBloquear } from './model/bloqueio'
