import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

export const TIPOS_RELATORIO = ['resumo-horas', 'ocorrencias'] as const
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number]
export const ORDENS_RELATORIO = ['departamento', 'nome', 'matricula'] as const
export type OrdemRelatorio = (typeof ORDENS_RELATORIO)[number]
const TRI = ['true', 'false', 'todos'] as const

/** The reports /relatorios offers. */
export const relatorioSchema = z.object({ tipo: z.string(), descricao: z.string() })
documentar(relatorioSchema, { id: 'Relatorio' })

const vazio = (v: unknown) => v === null || v === undefined || v === ''

/** An id as sent: a whole number, its digits or `{id}`; blank is none (null); anything else names no row (NaN). */
const idOpcional = z.pipe(
  z.optional(z.unknown()),
  z.transform((v): number | null => {
    if (vazio(v)) return null
    const bruto = v !== null && typeof v === 'object' ? (v as { id?: unknown }).id : v
    const n = typeof bruto === 'string' && /^\d+$/.test(bruto.trim()) ? Number(bruto) : bruto
    return typeof n === 'number' && Number.isInteger(n) ? n : Number.NaN
  }),
)
documentar(idOpcional, { override: { type: ['integer', 'null'], description: 'id (ou {id})' } })

/** A text among `valores`; blank takes `padrao`. */
const opcao = <const V extends readonly [string, ...string[]]>(valores: V, padrao: V[number], mensagem: string) => {
  const schema = z.pipe(
    z.pipe(
      z.optional(z.unknown()),
      z.transform((v) => (vazio(v) ? padrao : String(v))),
    ),
    z.enum(valores, { error: mensagem }),
  )
  documentar(schema, { override: { type: 'string', enum: [...valores], default: padrao } })
  return schema
}

/** Whether the occurrences are listed: true unless sent as anything but true or 'true'. */
const listar = z.pipe(
  z.optional(z.unknown()),
  z.transform((v) => vazio(v) || v === true || v === 'true'),
)
documentar(listar, { override: { type: 'boolean', default: true } })

/**
 * The competence of a report and the department, position and work place its employees are in at the competence's
 * end: the handler looks them up (today's competence when none; no filter when the others are none).
 */
export const referenciasRelatorioSchema = z.object({
  competencia: idOpcional,
  departamento: idOpcional,
  cargo: idOpcional,
  localTrabalho: idOpcional,
})

/** BATCH-014..017: a report's parameters; what is left out takes the spec's defaults. */
export const relatorioCorpoSchema = z.extend(referenciasRelatorioSchema, {
  ordemRelatorio: opcao(ORDENS_RELATORIO, 'departamento', `deve ser um de ${ORDENS_RELATORIO.join(', ')}`),
  ativo: opcao(TRI, 'true', 'deve ser true, false ou todos'),
  controlaPonto: opcao(TRI, 'true', 'deve ser true, false ou todos'),
  listarAtrasosSaidaAntecipada: listar,
  formato: opcao(['pdf', 'csv'], 'pdf', 'deve ser pdf ou csv'),
})
documentar(relatorioCorpoSchema, { id: 'RelatorioCorpo' })
export type RelatorioCorpo = z.input<typeof relatorioCorpoSchema>

export const relatoriosEndpoints = definirEndpoints(() => ({
  'GET /api/relatorios': { acesso: algum('front_relatorios'), origem: 'rest', resposta: z.array(relatorioSchema) },
  /** Answers the file: PDF or CSV, named by x-filename. */
  'POST /api/relatorios/:tipo': { acesso: algum('front_relatorios'), origem: 'extensao', corpo: relatorioCorpoSchema },
}))
