export { ConfiguracaoGeralForm } from './ui/configuracao-geral-form'
export { configuracaoGeralSchema } from './model/configuracao.schema'
