export {
  NOME_VISAO_MAX,
  TELAS_VISOES,
  type TelaVisoes,
  visaoSalvaSchema,
  visoesSalvasSchema,
  type VisaoSalva,
  type VisaoSalvaCorpo,
} from '@/shared/api/contract/endpoints/visoes-salvas'
