export { moverMarcacao, useMoverMarcacao } from './api/mover-marcacao.mutation'
export type { MoverMarcacao } from './api/mover-marcacao.mutation'
export { ROLE_MOVER_MARCACAO, arrastavel, mayMoverMarcacao } from './model/mover'
