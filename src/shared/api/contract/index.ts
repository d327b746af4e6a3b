import { separarChave, type ChaveEndpoint, type DefinicaoEndpoint, type Endpoint } from './endpoint'
import { AREAS } from './endpoints/index'

export * from './endpoint'
export { AREAS }

/** Every call of the API, in one list: the contract between the app and its backend (docs/api.yaml). */
export const CONTRATO: readonly Endpoint[] = Object.entries(AREAS).flatMap(([area, endpoints]) =>
  Object.entries(endpoints as Record<ChaveEndpoint, DefinicaoEndpoint>).map(([chave, definicao]) => ({
    ...definicao,
    ...separarChave(chave as ChaveEndpoint),
    chave: chave as ChaveEndpoint,
    area,
  })),
)

const PADROES = CONTRATO.map((endpoint) => ({
  endpoint,
  caminho: new RegExp(`^${endpoint.caminho.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
  parametros: endpoint.caminho.split(':').length - 1,
})).sort((a, b) => a.parametros - b.parametros)

/** The methods the contract serves on a concrete path ('/api/motivos/3' → GET, DELETE), for a 405's `Allow`. */
export function metodosDoCaminho(pathname: string): string[] {
  return [...new Set(PADROES.filter((p) => p.caminho.test(pathname)).map((p) => p.endpoint.metodo))]
}

/** The call of the contract a request is (the most specific path when several match), or undefined. */
export function endpointDaRequisicao(metodo: string, pathname: string): Endpoint | undefined {
  return PADROES.find((p) => p.endpoint.metodo === metodo && p.caminho.test(pathname))?.endpoint
}
