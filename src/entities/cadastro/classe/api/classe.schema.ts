/** REG-070: one of the 17 fixed classes (the contract's). */
export { classeSchema, type Classe } from '@/shared/api/contract/endpoints/classes'
