export { lancamentoBancoCompensacaoSchema } from '@/shared/api/contract/endpoints/banco-compensacao'
