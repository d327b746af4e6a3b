export { GerarRelatorioForm } from './ui/gerar-relatorio-form'
export type { GerarRelatorioFormProps } from './ui/gerar-relatorio-form'
export { PARAMETROS_RELATORIO_PADRAO } from './model/parametros'
