export { lancamentoBancoDiasSchema } from '@/shared/api/contract/endpoints/banco-dias'
