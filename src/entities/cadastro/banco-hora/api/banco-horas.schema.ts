/** An hour bank: its company, start, validity of credits and limits (hh:mm); the contract's. */
export { bancoHorasSchema, type BancoHoras } from '@/shared/api/contract/endpoints/bancohoras'
