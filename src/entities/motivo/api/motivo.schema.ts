export { DESCRICAO_MOTIVO_MAX, motivoSchema } from '@/shared/api/contract/endpoints/motivos'
