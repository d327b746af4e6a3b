/** The hour-bank balances (the contract's). */
export {
  saldoBancoHorasSchema,
  saldosBancoHorasSchema,
  type SaldoBancoHoras,
  type SaldosBancoHoras,
} from '@/shared/api/contract/endpoints/bancohoras-saldo'
