export {
  CAMPOS_CARTAO_PONTO,
  configuracaoCamposSchema,
  type CampoCartaoPonto,
  type ConfiguracaoCampos,
} from '@/shared/api/contract/endpoints/configuracao-campos'
