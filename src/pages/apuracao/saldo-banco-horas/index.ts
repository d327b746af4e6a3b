export { SaldoBancoHorasPage, SEM_SALDOS } from './ui/saldo-banco-horas-page'
export { carregarSaldoBancoHoras } from './model/carregar'
