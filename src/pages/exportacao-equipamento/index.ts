export { ExportacaoEquipamentoPage } from './ui/exportacao-equipamento-page'
