import { afterEach, beforeEach, vi } from 'vitest'

/**
 * The files the app saves in the current test (its own `<a download>` click, shared/lib `salvarArquivo`): their
 * contents and names, in order. Call once at the top of a describe or file.
 */
export function capturarDownloads(): { arquivos: Blob[]; nomes: string[] } {
  const capturados = { arquivos: [] as Blob[], nomes: [] as string[] }
  let clique: ReturnType<typeof vi.spyOn> | undefined
  beforeEach(() => {
    capturados.arquivos.length = 0
    capturados.nomes.length = 0
    URL.createObjectURL = vi.fn((blob: Blob) => String(capturados.arquivos.push(blob)))
    URL.revokeObjectURL = vi.fn()
    clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      capturados.nomes.push(this.download)
    })
  })
  afterEach(() => clique?.mockRestore())
  return capturados
}
