export { eventoSchema } from '@/shared/api/contract/endpoints/eventos'
