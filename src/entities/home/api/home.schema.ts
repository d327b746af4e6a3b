export {
  countSchema,
  divisaoHorasRowSchema,
  divisaoHorasSchema,
  type DivisaoHorasRow,
} from '@/shared/api/contract/endpoints/home'
