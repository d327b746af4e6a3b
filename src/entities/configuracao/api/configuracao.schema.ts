export { configSchema, type Config } from '@/shared/api/contract/endpoints/config'
export { limitesSchema, type Limites } from '@/shared/api/contract/endpoints/limites'
