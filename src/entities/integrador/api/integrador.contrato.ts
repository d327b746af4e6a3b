export { integradorSchema } from '@/shared/api/contract/endpoints/integradores'
