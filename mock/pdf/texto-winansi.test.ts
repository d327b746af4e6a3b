import { describe, expect, it } from 'vitest'
import { comTextoWinAnsi, textoWinAnsi } from './texto-winansi'

describe('textoWinAnsi', () => {
  it('keeps what WinAnsi encodes, typographic characters included', () => {
    const texto = 'Tratamento de canal – atestado “entregue” em 19/11 — ‘ok’ • 10 € … ação ÇÃO ½ º'
    expect(textoWinAnsi(texto)).toBe(texto)
  })

  it('writes typographic characters WinAnsi lacks with the nearest ones, never dropping them', () => {
    expect(textoWinAnsi('‐a‑b − c ≥ 8h ≤ 2 ≠ 0 → x')).toBe('-a-b - c >= 8h <= 2 != 0 -> x')
    expect(textoWinAnsi('a\u202Fb\u2009c\u00A0d')).toBe('a b c\u00A0d')
  })

  it('falls back on NFKD (ligatures, full-width, foreign diacritics), then on "?"', () => {
    expect(textoWinAnsi('ﬁcha Ｎº ő Łódź')).toBe('ficha Nº o Lódz')
    expect(textoWinAnsi('Dente 😀 — 牙')).toBe('Dente ? — ?')
    // Decomposed input (NFD) is composed first: the accent is kept.
    expect(textoWinAnsi('Joa\u0303o')).toBe('João')
  })

  it('maps every string of a section, leaving the rest alone', () => {
    expect(comTextoWinAnsi({ a: ['x ≥ y', 1], b: [['k', 'ő']], c: null })).toEqual({ a: ['x >= y', 1], b: [['k', 'o']], c: null })
  })
})
