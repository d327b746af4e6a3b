export { lancamentoBancoHorasSchema } from '@/shared/api/contract/endpoints/banco-horas'
