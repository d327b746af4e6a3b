export { feriadoSchema, type Feriado } from '@/shared/api/contract/endpoints/feriados'
