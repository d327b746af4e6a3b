export { ConversaoButton } from './ui/conversao-button'
export type { ConversaoButtonProps } from './ui/conversao-button'
export { ConversaoDialog } from './ui/conversao-dialog.lazy'
export type { ConversaoDialogProps } from './ui/conversao-dialog'
export { converterValor, useConverterValor } from './api/converter-valor.mutation'
export type { ConverterValor } from './api/converter-valor.mutation'
export {
  CONVERSOES,
  MOTIVO_FIXO,
  TIPOS_CONVERSAO,
  TITULO_BANCO_HORAS,
  TITULO_FALTAS,
  TITULO_HORAS_EXTRAS,
  conversaoDoTipo,
  horaEditavel,
  mensagemTipoNaoReconhecido,
  motivoFixo,
  opcoesConversao,
  temValor,
  tipoConversaoDoCampo,
} from './model/conversao'
export type { CampoConversao, DefinicaoConversao, OrigemConversao, TipoConversao } from './model/conversao'
export {
  conversaoSchema,
  mensagemHorarioMaximo,
} from './model/conversao.schema'
