import { inflateSync } from 'node:zlib'

/**
 * Test helper: the text runs of a PDF written by pdfkit with its standard fonts (hex strings in
 * WinAnsi inside TJ operators), from compressed (FlateDecode) or plain content streams.
 */
export function textoDoPdf(pdf: Buffer): string[] {
  const fonte = pdf.toString('latin1')
  const decoder = new TextDecoder('windows-1252')
  const runs: string[] = []
  for (const match of fonte.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bruto = Buffer.from(match[1] ?? '', 'latin1')
    let conteudo: string
    try {
      conteudo = inflateSync(bruto).toString('latin1')
    } catch {
      conteudo = bruto.toString('latin1')
    }
    for (const tj of conteudo.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1] ?? '').join('')
      runs.push(decoder.decode(Buffer.from(hex, 'hex')))
    }
  }
  return runs
}

/** Number of pages of a PDF (its /Type /Page objects). */
export function paginasDoPdf(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0
}
