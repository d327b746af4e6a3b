/** The clock's state, the clock-in answer and its receipt (the contract's). */
export {
  comprovanteSchema,
  marcacaoDoDiaSchema,
  registroPontoSchema,
  relogioHojeSchema,
  type Comprovante,
  type MarcacaoDoDia,
  type RegistroPonto,
  type RelogioHoje,
} from '@/shared/api/contract/endpoints/relogio'
