export { periodoFechamentoSchema } from '@/shared/api/contract/endpoints/periodosfechamento'
