export { configuracaoCamposQueries, salvarConfiguracaoCampos } from './api/configuracao-campo.queries'
export { configuracaoCamposSchema, CAMPOS_CARTAO_PONTO } from './api/configuracao-campo.schema'
export type { ConfiguracaoCampos, CampoCartaoPonto } from './api/configuracao-campo.schema'
