import { createResource } from '@/shared/api'
import { bancoHorasSchema } from './banco-horas.schema'

export { bancoHorasSchema, type BancoHoras } from './banco-horas.schema'

export const bancoHorasResource = createResource({
  key: 'banco-horas',
  resource: 'bancohoras',
  item: bancoHorasSchema,
  sort: ['codigo,asc'],
})
