import type { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'
import { coletorSchema, envioColetorSchema, equipamentoSchema } from './equipamento.schema'

export { coletorSchema, equipamentoSchema }

export const TIPOS_EQUIPAMENTO = { REP_C: 'REP-C (convencional)', REP_A: 'REP-A (alternativo)', REP_P: 'REP-P (programa)' } as const
export type TipoEquipamento = keyof typeof TIPOS_EQUIPAMENTO

export type Equipamento = z.infer<typeof equipamentoSchema>

export const equipamentoResource = createResource({
  key: 'equipamento',
  resource: 'equipamentos',
  item: equipamentoSchema,
  sort: ['descricao,asc'],
})

export type Coletor = z.infer<typeof coletorSchema>

export const coletorResource = createResource({ key: 'coletor', resource: 'coletores', item: coletorSchema, sort: ['descricao,asc'] })

/** REG-083: sends a clock's settings to its collector; the answer names the collector and when it took them. */
export const enviarAoColetor = (equipamentoId: number) =>
  apiPost(`/api/equipamentos/${equipamentoId}/coletor`, undefined, envioColetorSchema)
