export { CAMPOS_LEIAUTE, FORMATOS_LEIAUTE, leiauteFolhaResource } from './api/leiaute-folha'
export { CAMPOS_LEIAUTE_FOLHA, LARGURA_MAXIMA_COLUNA, leiauteFolhaSchema } from './api/leiaute-folha.schema'
export type { CampoLeiauteFolha, FormatoLeiauteFolha, LeiauteFolha } from './api/leiaute-folha.schema'
