/** A report the server offers, as GET /api/relatorios answers it (the contract's). */
export { relatorioSchema } from '@/shared/api/contract/endpoints/relatorios'
