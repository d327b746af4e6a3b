export { envioColetorSchema, equipamentoSchema } from '@/shared/api/contract/endpoints/equipamentos'
export { coletorDashboardSchema, coletorSchema, funcionarioColetorSchema } from '@/shared/api/contract/endpoints/coletores'
