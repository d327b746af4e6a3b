import { z } from 'zod/mini'
import type { TriState } from '@/entities/funcionario'

/** An id in the URL; anything else (absent, '', 'abc', 0) means none. */
const idParam = z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

/** The router reads `?ativo=true` as a boolean; a hand-written `?ativo="true"` arrives as text. */
const triState = (fallback: TriState) =>
  z.catch(
    z._default(
      z.pipe(
        z.transform((v: unknown) => (v === 'true' ? true : v === 'false' ? false : v)),
        z.union([z.boolean(), z.literal('todos')]),
      ),
      fallback,
    ),
    fallback,
  )

/**
 * The time card's search params (TC-005, TC-016, TC-030): the employee list page and the filter,
 * so that a link reproduces what was on screen.
 */
export const manutencaoSearchSchema = z.object({
  page: z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0), 0),
  empresa: idParam,
  cargo: idParam,
  departamento: idParam,
  localTrabalho: idParam,
  classe: idParam,
  quadroHorario: idParam,
  ativo: triState(true),
  permiteHoraExtra: triState('todos'),
})

export type ManutencaoSearch = z.infer<typeof manutencaoSearchSchema>

/** Values left out of the URL. */
export const MANUTENCAO_SEARCH_DEFAULTS = { page: 0, ativo: true, permiteHoraExtra: 'todos' } as const

/** TC-003/004: '0', 'undefined' (or anything that is not a positive id) means none is chosen. */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return id > 0 && Number.isSafeInteger(id) ? id : null
}

/** The route params for a choice; none is written as '0'. */
export function routeParams(competenciaId: number | null, funcionarioId: number | null) {
  return { competencia: String(competenciaId ?? 0), funcionario: String(funcionarioId ?? 0) }
}
