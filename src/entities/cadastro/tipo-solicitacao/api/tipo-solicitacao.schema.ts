export { tipoSolicitacaoSchema } from '@/shared/api/contract/endpoints/tipos-solicitacao'
