export {
  erroAfdSchema,
  importacaoAfdResumoSchema,
  importacaoAfdSchema,
  pendenteAfdSchema,
  type ErroAfd,
  type ImportacaoAfd,
  type ImportacaoAfdResumo,
  type PendenteAfd,
} from '@/shared/api/contract/endpoints/afd'
