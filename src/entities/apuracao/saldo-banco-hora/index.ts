export { saldoBancoHorasQueries } from './api/saldo-banco-horas.queries'
export type { SaldoBancoHorasFiltro } from './api/saldo-banco-horas.queries'
export { saldoBancoHorasSchema, saldosBancoHorasSchema } from './api/saldo-banco-horas.schema'
export type { SaldoBancoHoras, SaldosBancoHoras } from './api/saldo-banco-horas.schema'
