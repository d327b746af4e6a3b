export { exportacaoEquipamentoSchema, type ExportacaoEquipamento } from '@/shared/api/contract/endpoints/exportacao-equipamento'
