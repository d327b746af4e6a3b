export { localTrabalhoSchema, type LocalTrabalho } from '@/shared/api/contract/endpoints/locaistrabalho'
