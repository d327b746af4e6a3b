export { cargoSchema, type Cargo } from '@/shared/api/contract/endpoints/cargos'
