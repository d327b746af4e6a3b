/** REG-054: a day bank (the contract's). */
export { bancoDiasSchema, type BancoDias } from '@/shared/api/contract/endpoints/bancodias'
