/** The punch POST /api/registros answers (the contract's). */
export { marcacaoIncluidaSchema } from '@/shared/api/contract/endpoints/registros'
