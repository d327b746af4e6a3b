export { ConfiguracaoCamposForm, ROTULOS_CAMPOS } from './ui/configuracao-campos-form'
