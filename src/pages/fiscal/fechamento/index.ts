export { FechamentosPage } from './ui/fechamentos-page'
export { FechamentoPreviewPage } from './ui/fechamento-preview-page'
export { FechamentoDetalhePage } from './ui/fechamento-detalhe-page'
export { FechamentoExportacaoPage } from './ui/fechamento-exportacao-page'
