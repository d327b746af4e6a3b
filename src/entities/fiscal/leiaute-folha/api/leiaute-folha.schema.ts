export {
  CAMPOS_LEIAUTE_FOLHA,
  LARGURA_MAXIMA_COLUNA,
  leiauteFolhaSchema,
  type CampoLeiauteFolha,
  type FormatoLeiauteFolha,
  type LeiauteFolha,
} from '@/shared/api/contract/endpoints/leiautes-folha'
