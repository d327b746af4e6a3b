export { cidadeSchema, type Cidade } from '@/shared/api/contract/endpoints/cidades'
