export { VincularBancoLoteForm } from './ui/vincular-banco-form'
export type { VincularBancoLoteFormProps } from './ui/vincular-banco-form'
export { BANCOS_LOTE } from './model/vincular-banco.schema'
export type { TipoBancoLote } from './model/vincular-banco.schema'
