export { indicadoresSchema, type Indicadores } from '@/shared/api/contract/endpoints/dashboard'
