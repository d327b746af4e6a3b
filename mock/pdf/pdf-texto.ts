import { inflateSync } from 'node:zlib'

/**
 * Test helper: the text runs of a PDF written by pdfkit with its standard fonts (hex strings in
 * WinAnsi inside TJ operators), from compressed (FlateDecode) or plain content streams.
 */
export function textoDoPdf(pdf: Buffer): string[] {
  const fonte = pdf.toString('latin1')
  const runs: string[] = []
  for (const conteudo of fluxos(pdf, fonte)) {
    for (const tj of conteudo.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '').join('')
      runs.push(winAnsi(Buffer.from(hex, 'hex')))
    }
  }
  return runs
}

/** WinAnsiEncoding's bytes 0x80-0x9F (cp1252); undefined ones ('\0') stay as U+0080+. */
const WIN_ANSI_80 = '€\0‚ƒ„…†‡ˆ‰Š‹Œ\0Ž\0\0‘’“”•–—˜™š›œ\0žŸ'

/**
 * Bytes in WinAnsiEncoding as text. Not `TextDecoder('windows-1252')`: Node 20 decodes it as Latin-1, which reads
 * 0x96 (the en dash) as the invisible control U+0096.
 */
function winAnsi(bytes: Uint8Array): string {
  let texto = ''
  for (const b of bytes) {
    const alto = b >= 0x80 && b <= 0x9f ? WIN_ANSI_80[b - 0x80] : undefined
    texto += alto && alto !== '\0' ? alto : String.fromCharCode(b)
  }
  return texto
}

/** Number of pages of a PDF (its /Type /Page objects). */
export function paginasDoPdf(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
}

/**
 * The content of each stream, cut by its dictionary's /Length: compressed bytes may end in a CR or LF,
 * so searching for "endstream" would cut them short about once in a hundred streams.
 */
function* fluxos(pdf: Buffer, fonte: string): Generator<string> {
  for (const match of fonte.matchAll(/\/Length (\d+)[^>]*>>\s*stream\r?\n/g)) {
    const inicio = (match.index ?? 0) + match[0].length
    const bruto = pdf.subarray(inicio, inicio + Number(match[1]))
    try {
      yield inflateSync(bruto).toString('latin1')
    } catch {
      yield bruto.toString('latin1')
    }
  }
}
