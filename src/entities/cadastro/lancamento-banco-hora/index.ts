export { lancamentoBancoHorasResource, lancamentoBancoHorasSchema, TIPOS_LANCAMENTO_BANCO_HORAS } from './api/lancamento-banco-horas'
export type { LancamentoBancoHoras } from './api/lancamento-banco-horas'
