import type { AREAS } from './contract'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Areas = typeof AREAS

/** Every call of the contract, e.g. `'GET /api/motivos/:id'`. */
export type ChaveDoContrato = { [A in keyof Areas]: keyof Areas[A] }[keyof Areas] & string

/** The contract's paths of one method, parameters still written `:name`: `'/api/motivos/:id'`. */
export type RotaDe<M extends HttpMethod> = ChaveDoContrato extends infer K ? (K extends `${M} ${infer R}` ? R : never) : never

/** `'/api/motivos/:id/x'` → `` `/api/motivos/${string}/x` ``. */
type Preenchida<R extends string> = R extends `${infer A}:${string}/${infer B}`
  ? `${A}${string}/${Preenchida<B>}`
  : R extends `${infer A}:${string}`
    ? `${A}${string}`
    : R

/** The concrete paths the contract serves for a method; query strings go in the request's `query`, not here. */
export type CaminhoDe<M extends HttpMethod> = Preenchida<RotaDe<M>>

/** Whether the contract has the call, parameters written `:name`: `Tem<'PUT', '/api/motivos/:id'>`. */
type Tem<M extends HttpMethod, Rota extends string> = [Rota] extends [RotaDe<M>] ? true : false

/** The registers the contract lists and reads one by one (GET /api/R and GET /api/R/:id), e.g. 'motivos'. */
export type Recurso =
  RotaDe<'GET'> extends infer Rota
    ? Rota extends `/api/${infer R}/:id`
      ? R extends `${string}:${string}`
        ? never
        : Tem<'GET', `/api/${R}`> extends true
          ? R
          : never
      : never
    : never

/** The searches of a resource, GET /api/R/search/{busca}: 'fulltext', 'com-funcionarios', … */
export type BuscaDe<R extends string> = RotaDe<'GET'> extends infer Rota ? (Rota extends `/api/${R}/search/${infer B}` ? B : never) : never

/** The resources with some search under /api/R/search/. */
export type RecursoComBusca = RotaDe<'GET'> extends infer Rota ? (Rota extends `/api/${infer R}/search/${string}` ? R : never) : never

/** The resources with the full-text search GET /api/R/search/fulltext (API-003). */
export type RecursoComFulltext = RotaDe<'GET'> extends infer Rota ? (Rota extends `/api/${infer R}/search/fulltext` ? R : never) : never

/** How a register saves an existing item: PUT /api/R/:id ('put'), POST /api/R ('post') or PUT /api/R ('put-collection'). */
export type Atualizacao<R extends string> =
  | (Tem<'PUT', `/api/${R}/:id`> extends true ? 'put' : never)
  | (Tem<'POST', `/api/${R}`> extends true ? 'post' : never)
  | (Tem<'PUT', `/api/${R}`> extends true ? 'put-collection' : never)

/** The one-segment POST paths under a register that save new and existing items alike: 'save' for POST /api/R/save. */
export type SalvarEm<R extends string> =
  RotaDe<'POST'> extends infer Rota
    ? Rota extends `/api/${R}/${infer S}`
      ? S extends `${string}/${string}` | `:${string}`
        ? never
        : S
      : never
    : never

/** A register without PUT /api/R/:id must say how it saves (the default is that PUT). */
export type ComoSalva<R extends string> =
  Tem<'PUT', `/api/${R}/:id`> extends true ? unknown : { update: Atualizacao<R> } | { savePath: SalvarEm<R> }

/**
 * A path built from a resource of the types above: the builder's inputs are checked against the contract, the path it
 * joins from a generic resource is not (TypeScript cannot follow it), so it is asserted here.
 */
export const caminhoDoRecurso = <M extends HttpMethod>(caminho: string): CaminhoDe<M> => caminho as CaminhoDe<M>
