/** How long the object URL of a saved file stays valid (the browser has read it by then). */
const URL_LIFETIME_MS = 60_000

/** Saves a file the app made, under `nome`, through the browser's download. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = nome
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS)
}
