export { bancoHorasResource, bancoHorasSchema } from './api/banco-horas'
export type { BancoHoras } from './api/banco-horas'
