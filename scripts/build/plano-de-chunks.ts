import path from 'node:path'

/** What the planner reads of a chunk of a first build (a subset of Rolldown's `OutputChunk`). */
export interface ChunkLido {
  fileName: string
  isEntry: boolean
  facadeModuleId: string | null
  moduleIds: string[]
  imports: string[]
}

/** A route's screen, as the router plugin splits it: its component and its loader. */
const TELA = /\?tsr-split=(component|loader)(---|$)/

/**
 * The chunks the entry and the authenticated layout import statically, merged into one `app` group (issue 16). Every
 * screen after login loads them all, and left alone the bundler splits them by which lazy parts also import each one:
 * home loaded 43 files and the time card 67, most under 2 KB, and a file compressed alone loses ~15 % against the
 * same code compressed with its neighbours. Read from a first build's chunks, whose imports are what tree shaking
 * kept (the module graph would follow every `index.ts` of a slice). Returns the modules to capture.
 */
export function modulosDoApp(chunks: readonly ChunkLido[], layout: string, fixos: ReadonlySet<string>): Set<string> {
  const porArquivo = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const raizes = chunks.filter(
    (chunk) => chunk.isEntry || (chunk.facadeModuleId?.startsWith(`${layout}?`) === true && TELA.test(chunk.facadeModuleId)),
  )
  const vistos = new Set<string>()
  const modulos = new Set<string>()
  const pilha = [...raizes]
  while (pilha.length > 0) {
    const chunk = pilha.pop()!
    if (vistos.has(chunk.fileName) || fixos.has(chunk.fileName)) continue
    vistos.add(chunk.fileName)
    for (const id of chunk.moduleIds) modulos.add(id)
    for (const arquivo of chunk.imports) if (porArquivo.has(arquivo)) pilha.push(porArquivo.get(arquivo)!)
  }
  return modulos
}

/**
 * What each file holds, for people reading `npm run bench`: the module it was made for ('cartao-ponto-page', a route's
 * 'component') or, for a shared file, the bundler's name for it. Keyed by the file's name under assets/.
 */
export function nomesDosArquivos(
  chunks: readonly { fileName: string; name: string; facadeModuleId: string | null }[],
): Record<string, string> {
  const nomes: Record<string, string> = {}
  for (const chunk of chunks) {
    const [modulo = '', consulta = ''] = (chunk.facadeModuleId ?? '').split('?')
    const parte = /tsr-split=([a-zA-Z-]+)/.exec(consulta)?.[1]
    const arquivo = modulo ? path.basename(modulo).replace(/\.[jt]sx?$/, '') : chunk.name
    nomes[path.basename(chunk.fileName)] = parte ? `${arquivo} ${parte}` : arquivo
  }
  return nomes
}
