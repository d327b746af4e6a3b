/** REG-059: a compensation bank (the contract's). */
export { bancoCompensacaoSchema, type BancoCompensacao } from '@/shared/api/contract/endpoints/banco-compensacao'
