/** The rejection's required reason (the contract's message, the mock's and the screen's). */
export { MSG_MOTIVO_INDEFERIMENTO } from '@/shared/api/contract/endpoints/solicitacao'
