import type { $ZodType } from 'zod/v4/core'
import { consultaBusca, consultaPaginada } from './esquemas'

/** Who may call an endpoint; the backend answers 401 without a valid token and 403 when the caller is not allowed. */
export type Acesso =
  | { readonly tipo: 'publico' }
  /** Any logged-in user, one without a role included: what the shell needs (settings, notifications, own profile). */
  | { readonly tipo: 'autenticado' }
  /** Any user holding some role of the Ponto client; what each one sees is then scoped by the backend. */
  | { readonly tipo: 'com-papel' }
  /** A user holding at least one of these realm roles or client permissions. */
  | { readonly tipo: 'papeis'; readonly papeis: readonly string[] }

export const PUBLICO: Acesso = { tipo: 'publico' }
export const AUTENTICADO: Acesso = { tipo: 'autenticado' }
export const COM_PAPEL: Acesso = { tipo: 'com-papel' }
export const algum = (...papeis: string[]): Acesso => ({ tipo: 'papeis', papeis })

/** Whether a caller holding these realm roles and client permissions gets past the endpoint's authorization. */
export function acessoPermite(acesso: Acesso, papeis: ReadonlySet<string>): boolean {
  if (acesso.tipo === 'papeis') return acesso.papeis.some((papel) => papeis.has(papel))
  return acesso.tipo !== 'com-papel' || papeis.size > 0
}

export function descreverAcesso(acesso: Acesso): string {
  if (acesso.tipo === 'papeis') return acesso.papeis.join(', ')
  return { publico: 'público', autenticado: 'qualquer usuário', 'com-papel': 'qualquer papel' }[acesso.tipo]
}

/**
 * Where a call comes from. `especificacao`: the spec names it (../shared/spec). `rest`: the Spring Data REST
 * repository call of a register the spec names (list, item, save, update, delete, full-text search: API-003, API-010).
 * `extensao`: beyond the spec's list of calls (docs/api-extensions.md).
 */
export type Origem = 'especificacao' | 'rest' | 'extensao'

export interface DefinicaoEndpoint {
  readonly acesso: Acesso
  readonly origem?: Exclude<Origem, 'especificacao'>
  /** The requirements (../shared/spec/requirements.md) that name this call. */
  readonly requisitos?: readonly string[]
  /** Query parameters, an object schema. */
  readonly consulta?: $ZodType
  /** The JSON request body. */
  readonly corpo?: $ZodType
  /** The JSON response body of a success. */
  readonly resposta?: $ZodType
  readonly resumo?: string
}

type Metodo = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** `'GET /api/motivos/:id'`: the method and the path, parameters written `:name`. */
export type ChaveEndpoint = `${Metodo} /api/${string}`

/* @__NO_SIDE_EFFECTS__ */
export function definirEndpoints<const T extends Record<ChaveEndpoint, DefinicaoEndpoint>>(tabela: () => T): T {
  return tabela()
}

export interface Endpoint extends DefinicaoEndpoint {
  readonly metodo: Metodo
  readonly caminho: string
  readonly chave: ChaveEndpoint
  readonly area: string
}

export function separarChave(chave: ChaveEndpoint): { metodo: Metodo; caminho: string } {
  const [metodo, caminho] = chave.split(' ') as [Metodo, string]
  return { metodo, caminho }
}

/** A concrete path of the endpoint: `preencher('/api/motivos/:id', { id: 3 })` → '/api/motivos/3'. */
export function preencher(caminho: string, parametros: Record<string, string | number>): string {
  return caminho.replace(/:([A-Za-z]+)/g, (_m, nome: string) => {
    const valor = parametros[nome]
    if (valor === undefined) throw new Error(`Parâmetro ${nome} ausente em ${caminho}`)
    return encodeURIComponent(String(valor))
  })
}

/** The Spring Data REST calls of a register: full-text search, list, item, save, update, delete. */
type OperacaoCadastro = 'busca' | 'lista' | 'item' | 'criar' | 'alterar' | 'excluir'

export interface DefinicaoCadastro {
  leitura: Acesso
  escrita: Acesso
  /** The list's wire shape (HAL collection or Spring page), for the search and the list. */
  lista?: $ZodType
  item?: $ZodType
  corpo?: $ZodType
  /** The requirements that name each call; a call with requirements is the spec's, the others Spring Data REST's. */
  requisitos?: Partial<Record<OperacaoCadastro, readonly string[]>>
  /** Calls the spec names without a requirement of their own. */
  daEspecificacao?: readonly OperacaoCadastro[]
  /** The register has no full-text search. */
  semBusca?: boolean
  /** The spec saves an existing item with POST and its id in the body (REG-050/063/067): no PUT /{id}. */
  salvaComPost?: boolean
}

type ChavesCadastro<P extends string, D extends DefinicaoCadastro> =
  | (D['semBusca'] extends true ? never : `GET ${P}/search/fulltext`)
  | `GET ${P}`
  | `GET ${P}/:id`
  | `POST ${P}`
  | (D['salvaComPost'] extends true ? never : `PUT ${P}/:id`)
  | `DELETE ${P}/:id`

/** A register's calls as the mock's `crudHandlers` serves them, in that order (PUT /{id} only where the contract has it). */
export function endpointsDeCadastro<const P extends `/api/${string}`, const D extends DefinicaoCadastro>(
  caminho: P,
  d: D,
): Partial<Record<ChavesCadastro<P, D>, DefinicaoEndpoint>> {
  const chamada = (operacao: OperacaoCadastro, acesso: Acesso, extra: Partial<DefinicaoEndpoint>): DefinicaoEndpoint => {
    const requisitos = d.requisitos?.[operacao]
    const daEspecificacao = !!requisitos || !!d.daEspecificacao?.includes(operacao)
    return { acesso, ...(!daEspecificacao && { origem: 'rest' as const }), ...(requisitos && { requisitos }), ...extra }
  }
  const lista = d.lista && { resposta: d.lista }
  const item = d.item && { resposta: d.item }
  const corpo = d.corpo && { corpo: d.corpo }
  const chamadas: Record<string, DefinicaoEndpoint> = {
    ...(!d.semBusca && { [`GET ${caminho}/search/fulltext`]: chamada('busca', d.leitura, { consulta: consultaBusca, ...lista }) }),
    [`GET ${caminho}`]: chamada('lista', d.leitura, { consulta: consultaPaginada, ...lista }),
    [`GET ${caminho}/:id`]: chamada('item', d.leitura, { ...item }),
    [`POST ${caminho}`]: chamada('criar', d.escrita, { ...corpo, ...item }),
    ...(!d.salvaComPost && { [`PUT ${caminho}/:id`]: chamada('alterar', d.escrita, { ...corpo, ...item }) }),
    [`DELETE ${caminho}/:id`]: chamada('excluir', d.escrita, {}),
  }
  return chamadas as Partial<Record<ChavesCadastro<P, D>, DefinicaoEndpoint>>
}
