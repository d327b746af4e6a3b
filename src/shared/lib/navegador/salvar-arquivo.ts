/** How long the object URL of a saved file stays valid (the browser has read it by then). */
const VALIDADE_DA_URL_MS = 60_000

/** Saves a file (downloaded or made by the app) under `nome`, through the browser's download. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), { href: url, download: nome })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), VALIDADE_DA_URL_MS)
}
