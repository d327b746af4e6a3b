import { z } from 'zod/mini'
import { COM_PAPEL, definirEndpoints } from '../endpoint'
import { documentar } from '../documentar'

export const MSG_COMPETENCIA_OBRIGATORIA_LOTE = 'Informe a competência'
export const MSG_FILTRO_OU_IDS = 'Informe o filtro ou os funcionários'

/** The employee filter of the time card (TC-027..029): lookup ids and tri-state flags; absent = no restriction. */
export const filtroEspelhosSchema = z.object({
  empresa: z.optional(z.number()),
  cargo: z.optional(z.number()),
  departamento: z.optional(z.number()),
  localTrabalho: z.optional(z.number()),
  classe: z.optional(z.number()),
  quadroHorario: z.optional(z.number()),
  ativo: z.optional(z.boolean()),
  permiteHoraExtra: z.optional(z.boolean()),
})
documentar(filtroEspelhosSchema, { id: 'FiltroEspelhosLote' })
export type FiltroEspelhos = z.infer<typeof filtroEspelhosSchema>

/** Whose espelhos: the employees of `filtro` or exactly `ids` (one of the two), of one competence. */
export const espelhosLoteCorpoSchema = z
  .object({
    competenciaId: z.number({ error: MSG_COMPETENCIA_OBRIGATORIA_LOTE }),
    filtro: z.optional(filtroEspelhosSchema),
    ids: z.optional(z.array(z.number()).check(z.minLength(1, 'Selecione ao menos um funcionário'))),
  })
  .check(
    z.refine((c) => (c.filtro === undefined) !== (c.ids === undefined), { error: MSG_FILTRO_OU_IDS, path: ['filtro'] }),
  )
documentar(espelhosLoteCorpoSchema, { id: 'EspelhosLoteCorpo' })
export type EspelhosLoteCorpo = z.infer<typeof espelhosLoteCorpoSchema>

export const STATUS_LOTE_ESPELHOS = ['PROCESSANDO', 'PRONTO', 'ERRO'] as const

/** A batch print in progress: how many espelhos it holds and how many are written. */
export const loteEspelhosSchema = z.object({
  id: z.string(),
  total: z.number(),
  prontos: z.number(),
  status: z.enum(STATUS_LOTE_ESPELHOS),
})
documentar(loteEspelhosSchema, { id: 'LoteEspelhos' })
export type LoteEspelhos = z.infer<typeof loteEspelhosSchema>

/** At most this many names of the employees asked for who have no espelho in the competence. */
export const MAX_SEM_ESPELHO = 50

export const loteEspelhosCriadoSchema = z.extend(z.pick(loteEspelhosSchema, { id: true, total: true }), {
  /** Employees of the filter or of the ids without an espelho in the competence (no time control, not employed). */
  semEspelho: z.optional(z.object({ quantidade: z.number(), nomes: z.array(z.string()) })),
})
export type LoteEspelhosCriado = z.infer<typeof loteEspelhosCriadoSchema>

/**
 * The supervisor's month-end (issue 15 §2): the espelhos do ponto (art. 84) of many employees in one PDF, one
 * employee per page, built by a job the app polls. Who may call: as for one espelho; only employees in the caller's
 * scope are printed (docs/api-extensions.md).
 */
export const espelhosLoteEndpoints = definirEndpoints(() => ({
  /**
   * 202 with the job; `total` is the number of employees it prints, `semEspelho` those asked for who have none in the
   * competence (they do not control their time, or were not employed in it): the first MAX_SEM_ESPELHO names.
   */
  'POST /api/espelhos-ponto/lote': {
    acesso: COM_PAPEL,
    origem: 'extensao',
    corpo: espelhosLoteCorpoSchema,
    resposta: loteEspelhosCriadoSchema,
  },
  'GET /api/espelhos-ponto/lote/:id': { acesso: COM_PAPEL, origem: 'extensao', resposta: loteEspelhosSchema },
  /** The PDF once the job is PRONTO, named by x-filename; 409 before. */
  'GET /api/espelhos-ponto/lote/:id/arquivo': { acesso: COM_PAPEL, origem: 'extensao' },
}))
