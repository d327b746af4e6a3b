export { SaldoBancoHorasPage, SEM_SALDOS } from './ui/saldo-banco-horas-page'
