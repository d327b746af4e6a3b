/**
 * The text the PDF writer draws, in what pdfkit's standard fonts (Helvetica) can encode: WinAnsiEncoding (cp1252).
 * pdfkit writes any other character as the hex digits of its code point, i.e. as garbage ('≥' prints '"e'), so
 * every string drawn or measured in a PDF goes through `textoWinAnsi` first.
 */

/** The characters beyond Latin-1 that WinAnsiEncoding has (bytes 0x80-0x9F), as pdfkit maps them. */
const WIN_ANSI = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')

/** Typographic characters WinAnsi lacks, written with the nearest ones it has. '' only for invisible ones. */
const SUBSTITUTOS = new Map<string, string>([
  ['\t', ' '],
  ['\u2010', '-'], // hyphen
  ['\u2011', '-'], // non-breaking hyphen
  ['\u2012', '–'], // figure dash
  ['\u2015', '—'], // horizontal bar
  ['\u2212', '-'], // minus sign
  ['\u2043', '-'], // hyphen bullet
  ['\u2044', '/'], // fraction slash
  ['\u2219', '•'],
  ['\u25CF', '•'],
  ['\u201B', '‘'],
  ['\u201F', '“'],
  ['\u2032', "'"], // prime
  ['\u2033', '"'], // double prime
  ['\u2264', '<='],
  ['\u2265', '>='],
  ['\u2260', '!='],
  ['\u2248', '~'],
  ['\u2192', '->'],
  ['\u2190', '<-'],
  ['ł', 'l'], // stroked letters, which NFKD does not decompose
  ['Ł', 'L'],
  ['đ', 'd'],
  ['Đ', 'D'],
  ['ı', 'i'],
  ['\u200B', ''], // zero-width space
  ['\u200C', ''],
  ['\u200D', ''],
  ['\u2060', ''],
  ['\uFEFF', ''],
])

function codificavel(c: string): boolean {
  const codigo = c.codePointAt(0) ?? 0
  return c === '\n' || (codigo >= 0x20 && codigo <= 0x7e) || (codigo >= 0xa0 && codigo <= 0xff) || WIN_ANSI.has(c)
}

/** The text when every character is encodable or has a substitute; undefined otherwise. */
function direto(texto: string): string | undefined {
  let saida = ''
  for (const c of texto) {
    const t = codificavel(c) ? c : SUBSTITUTOS.get(c)
    if (t === undefined) return undefined
    saida += t
  }
  return saida
}

/**
 * NFKD turns compatibility forms into plain ones (ligature 'ﬁ' → 'fi', full-width 'Ａ' → 'A', '№' → 'No', special
 * spaces → ' '); a letter with a diacritic WinAnsi lacks keeps its base letter ('ő' → 'o'). Undefined when even that fails.
 */
function aproximado(c: string): string | undefined {
  let saida = ''
  for (const parte of c.normalize('NFKD').normalize('NFC')) {
    const t = direto(parte) ?? direto(parte.normalize('NFD').replace(/\p{M}/gu, ''))
    if (t === undefined) return undefined
    saida += t
  }
  return saida
}

/**
 * `texto` as the PDF can print it: WinAnsi characters as they are (– — ‘ ’ “ ” • … € included), typographic ones
 * WinAnsi lacks by their nearest equivalent, others by their NFKD decomposition, and what is left by '?' (an emoji,
 * a CJK ideograph): a character is never dropped silently. Line breaks become '\n'.
 */
export function textoWinAnsi(texto: string): string {
  let saida = ''
  for (const c of texto.normalize('NFC').replace(/\r\n?|[\u2028\u2029]/g, '\n')) saida += direto(c) ?? aproximado(c) ?? '?'
  return saida
}

/** `valor` (a string, or an object or array of them, e.g. an espelho section) with every string through `textoWinAnsi`. */
export function comTextoWinAnsi<T>(valor: T): T {
  if (typeof valor === 'string') return textoWinAnsi(valor) as T
  if (Array.isArray(valor)) return valor.map((v: unknown) => comTextoWinAnsi(v)) as T
  if (valor && typeof valor === 'object') return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, comTextoWinAnsi(v)])) as T
  return valor
}
