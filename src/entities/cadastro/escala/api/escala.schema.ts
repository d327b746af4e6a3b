export { escalaDiaSchema, escalaSchema } from '@/shared/api/contract/endpoints/escalas'
