export { ExportarFechamentoForm } from './ui/exportar-fechamento-form'
