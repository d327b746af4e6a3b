import { z } from 'zod/mini'

/**
 * Building blocks of the zod schemas that routes give `validateSearch` (list filters kept in the URL). Each one
 * falls back to its default instead of failing, so a hand-edited or stale link still opens the screen.
 */

/** The router reads `?x=123` as a number and `?x=true` as a boolean; a text param takes them back as text. */
const asText = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : value)

/** Free text ('' = none). */
export const textParam = () => z.catch(z._default(z.pipe(z.transform(asText), z.string()), ''), '')

/** A page of a Spring list (0 = the first). */
export const pageParam = () => z.catch(z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0), 0)

/** An id; anything else (absent, '', 'abc', 0) means none. */
export const idParam = () => z.catch(z.optional(z.coerce.number().check(z.int(), z.positive())), undefined)

/** A calendar date 'yyyy-MM-dd' ('' = none); an impossible one ('2026-02-30') is none. */
export const dateParam = () => z.catch(z._default(z.string().check(z.refine(isIsoDate)), ''), '')

/** One of `values` ('' = none). */
export const enumParam = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.catch(z._default(z.enum([...values, '']), ''), '')

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
