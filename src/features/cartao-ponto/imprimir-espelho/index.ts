export { ImprimirEspelhoButton } from './ui/imprimir-espelho-button'
export type { ImprimirEspelhoButtonProps } from './ui/imprimir-espelho-button'
export { imprimirEspelho, useImprimirEspelho } from './api/imprimir-espelho.mutation'
export type { ImprimirEspelho } from './api/imprimir-espelho.mutation'
