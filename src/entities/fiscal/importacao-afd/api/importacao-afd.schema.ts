export {
  AFD_MAX_BYTES,
  erroAfdSchema,
  MSG_AFD_GRANDE_DEMAIS,
  importacaoAfdResumoSchema,
  importacaoAfdSchema,
  pendenteAfdSchema,
  type ErroAfd,
  type ImportacaoAfd,
  type ImportacaoAfdResumo,
  type PendenteAfd,
} from '@/shared/api/contract/endpoints/afd'
