/** How long the object URL of an opened file stays valid (the new tab has read it by then). */
const URL_LIFETIME_MS = 60_000

/**
 * Opens a downloaded file (PDF) in a new tab; when the browser blocks the tab, saves it instead.
 */
export function openFile({ blob, filename }: { blob: Blob; filename: string | null }): void {
  const url = URL.createObjectURL(blob)
  const tab = window.open(url, '_blank')
  if (!tab) {
    const link = document.createElement('a')
    link.href = url
    link.download = filename ?? 'cartao-ponto.pdf'
    link.click()
  }
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS)
}
