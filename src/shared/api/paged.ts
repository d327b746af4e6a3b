import { z } from 'zod/mini'
import type { $ZodRawIssue, $ZodType, output } from 'zod/v4/core'

export interface PageInfo {
  size: number
  totalElements: number
  totalPages: number
  /** 0-based page number. */
  number: number
}

/** The one list shape the app works with, whatever the server's format (API-010..012). */
export interface Paged<T> {
  items: T[]
  page: PageInfo
}

/** API-010: resources that answer with HAL collections; every other list is a Spring `Page` (API-011). */
export const HAL_RESOURCES: ReadonlySet<string> = new Set([
  'empresas',
  'competencias',
  'equipamentos',
  'coletores',
  'periodosfechamento',
  'horarios',
  'integradores',
  'motivos',
  'cargos',
  'classes',
  'departamentos',
  'eventos',
  'locaistrabalho',
  'bancohoras',
])

export const isHalResource = (resource: string): boolean => HAL_RESOURCES.has(resource)

const pageInfoSchema = z.object({
  size: z.number(),
  totalElements: z.number(),
  totalPages: z.number(),
  number: z.number(),
})

/** An unpaged list (e.g. `/search/ativos`) is one page holding everything it returned. */
const wholeList = (count: number): PageInfo => ({
  size: count,
  totalElements: count,
  totalPages: count > 0 ? 1 : 0,
  number: 0,
})

/**
 * HAL collection `{ _embedded: { <rel>: [...] }, _links, page }`. Spring omits `_embedded` when the
 * collection is empty; when `rel` is absent the only embedded collection is used.
 */
export function halPage<T extends $ZodType>(rel: string, item: T): z.ZodMiniType<Paged<output<T>>> {
  return z.pipe(
    z.object({
      _embedded: z.optional(z.record(z.string(), z.unknown())),
      page: z.optional(pageInfoSchema),
    }),
    z.transform((raw, ctx): Paged<output<T>> => {
      const embedded = raw._embedded ?? {}
      const collections = Object.values(embedded)
      const list = embedded[rel] ?? (collections.length === 1 ? collections[0] : [])
      const parsed = z.safeParse(z.array(item), list)
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          // What classic zod's `ctx.addIssue` did: the issue keeps its message, under the collection's path.
          ctx.issues.push({ ...issue, path: ['_embedded', rel, ...issue.path], input: ctx.value } as $ZodRawIssue)
        }
        return z.NEVER
      }
      return { items: parsed.data, page: raw.page ?? wholeList(parsed.data.length) }
    }),
  )
}

/**
 * Spring `Page<T>` `{ content, totalElements, totalPages, size, number, ... }`; Spring Boot 3.3's
 * DTO form `{ content, page: {...} }` is read too.
 */
export function springPage<T extends $ZodType>(item: T): z.ZodMiniType<Paged<output<T>>> {
  return z.pipe(
    z.object({
      content: z.array(item),
      size: z.optional(z.number()),
      totalElements: z.optional(z.number()),
      totalPages: z.optional(z.number()),
      number: z.optional(z.number()),
      page: z.optional(pageInfoSchema),
    }),
    z.transform((raw): Paged<output<T>> => {
      const fallback = raw.page ?? wholeList(raw.content.length)
      return {
        items: raw.content,
        page: {
          size: raw.size ?? fallback.size,
          totalElements: raw.totalElements ?? fallback.totalElements,
          totalPages: raw.totalPages ?? fallback.totalPages,
          number: raw.number ?? fallback.number,
        },
      }
    }),
  )
}

/** The list schema for a resource: HAL for the API-010 resources, Spring `Page` otherwise. */
export function listSchema<T extends $ZodType>(resource: string, item: T): z.ZodMiniType<Paged<output<T>>> {
  return isHalResource(resource) ? halPage(resource, item) : springPage(item)
}
