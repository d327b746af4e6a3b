export { ImprimirConferenciaButton } from './ui/imprimir-conferencia-button'
export type { ImprimirConferenciaButtonProps } from './ui/imprimir-conferencia-button'
export { ORDEM_CONFERENCIA, imprimirConferencia, useImprimirConferencia } from './api/imprimir-conferencia.mutation'
export type { ImprimirConferencia } from './api/imprimir-conferencia.mutation'
