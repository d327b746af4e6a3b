import { z } from 'zod/mini'
import { apiPost, createResource } from '@/shared/api'

export const TIPOS_EQUIPAMENTO = { REP_C: 'REP-C (convencional)', REP_A: 'REP-A (alternativo)', REP_P: 'REP-P (programa)' } as const
export type TipoEquipamento = keyof typeof TIPOS_EQUIPAMENTO

const ref = z.nullable(z.object({ id: z.number(), descricao: z.string() }))

/** A time clock (REP): manufacturing number, where it stands and the collector that talks to it. */
export const equipamentoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  tipo: z.enum(['REP_C', 'REP_A', 'REP_P']),
  numeroFabricacao: z.string(),
  modelo: z.string(),
  ip: z.string(),
  ativo: z.boolean(),
  localTrabalho: z.optional(ref),
  coletor: z.optional(ref),
})
export type Equipamento = z.infer<typeof equipamentoSchema>

export const equipamentoResource = createResource({
  key: 'equipamento',
  resource: 'equipamentos',
  item: equipamentoSchema,
  sort: ['descricao,asc'],
})

/** A collector: the service that talks to the clocks of its network. */
export const coletorSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ip: z.string(),
  online: z.boolean(),
  ultimoContato: z.nullable(z.string()),
  /** How many employees it knows (the list; absent in the panel). */
  totalFuncionarios: z.optional(z.number()),
})
export type Coletor = z.infer<typeof coletorSchema>

export const coletorResource = createResource({ key: 'coletor', resource: 'coletores', item: coletorSchema, sort: ['descricao,asc'] })

/** REG-083: sends a clock's settings to its collector. */
export const enviarAoColetor = (equipamentoId: number) => apiPost(`/api/equipamentos/${equipamentoId}/coletor`, undefined)
