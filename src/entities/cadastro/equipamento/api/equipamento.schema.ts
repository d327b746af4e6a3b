export { equipamentoSchema } from '@/shared/api/contract/endpoints/equipamentos'
export { coletorSchema } from '@/shared/api/contract/endpoints/coletores'
