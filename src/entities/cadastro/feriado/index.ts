export { feriadoSchema } from './api/feriado.schema'
export type { Feriado } from './api/feriado.schema'
export { feriadoQueries, feriadoResource } from './api/feriado.queries'
export { dataDoFeriado, feriadoCombina } from './model/feriado'
