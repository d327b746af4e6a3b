/** The simulator's answer (the contract's): the employee, the competence and the punches registered. */
export { simulacaoSchema, type Simulacao } from '@/shared/api/contract/endpoints/relogio'
