export { GerarArquivoFiscalForm } from './ui/gerar-arquivo-fiscal-form'
export { arquivoFiscalSchema, periodoPadrao, MSG_EMPRESA, MSG_INICIO, MSG_FIM, MSG_PERIODO } from './model/arquivo-fiscal.schema'
