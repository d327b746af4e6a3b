import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

export const MSG_EQUIPAMENTO_OBRIGATORIO = 'Selecione o equipamento'
export const MSG_FUNCIONARIOS_OBRIGATORIOS = 'Selecione ao menos um funcionário'

/** An id as sent: a whole number or its digits; anything else names no row (null: the handler's 'não encontrado'). */
const idDe = (valor: unknown): number | null =>
  typeof valor === 'number' && Number.isInteger(valor) ? valor : typeof valor === 'string' && /^\d+$/.test(valor) ? Number(valor) : null

/** The ids of a list; anything but a list is none. */
const funcionarioIds = z.pipe(
  z.catch(z.array(z.unknown()), []),
  z.pipe(z.array(z.unknown()).check(z.minLength(1, MSG_FUNCIONARIOS_OBRIGATORIOS)), z.transform((ids) => [...new Set(ids.map(idDe))])),
)
// The docs describe what the app sends.
documentar(funcionarioIds, { override: { type: 'array', items: { type: 'integer' }, minItems: 1 } })

/**
 * The employees to send to a clock's collector: the clock (it must exist and be active) and the employees (each active
 * and keeping a time card): the handler checks them against the database.
 */
export const exportacaoEquipamentoCorpoSchema = z.object({
  equipamentoId: z.pipe(
    z.union([z.number(), z.string()], { error: MSG_EQUIPAMENTO_OBRIGATORIO }).check(z.refine((v) => v !== '', MSG_EQUIPAMENTO_OBRIGATORIO)),
    z.transform((v: string | number) => idDe(v)),
  ),
  funcionarioIds,
})
documentar(exportacaoEquipamentoCorpoSchema, { id: 'ExportacaoEquipamentoCorpo' })
export type ExportacaoEquipamentoCorpo = z.input<typeof exportacaoEquipamentoCorpoSchema>

/** What was sent (202), and how many employees the clock's collector now holds. */
export const exportacaoEquipamentoSchema = z.object({
  equipamento: z.object({ id: z.number(), descricao: z.string() }),
  coletor: z.object({ id: z.number(), descricao: z.string() }),
  enviados: z.number(),
  totalNoColetor: z.number(),
  enviadoEm: z.string(),
})
documentar(exportacaoEquipamentoSchema, { id: 'ExportacaoEquipamento' })
export type ExportacaoEquipamento = z.output<typeof exportacaoEquipamentoSchema>

export const exportacaoEquipamentoEndpoints = definirEndpoints(() => ({
  'POST /api/exportacao-equipamento': {
    acesso: algum('front_equipamento_exportacao'),
    origem: 'rest',
    corpo: exportacaoEquipamentoCorpoSchema,
    resposta: exportacaoEquipamentoSchema,
  },
}))
