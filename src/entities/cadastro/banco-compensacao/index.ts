export { bancoCompensacaoResource, bancoCompensacaoSchema, TIPOS_BANCO_COMPENSACAO } from './api/banco-compensacao'
export type { BancoCompensacao } from './api/banco-compensacao'
