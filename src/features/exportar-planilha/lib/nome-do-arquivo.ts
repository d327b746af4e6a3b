import type { FormatoPlanilha } from '../model/planilha'

/** Lower case, no accents, words joined by '-': ['Cartão ponto', 'Fernanda Funcionária', '11/2026'] → 'cartao-ponto-fernanda-funcionaria-11-2026'. */
const slug = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

export function nomeDoArquivo(partes: readonly string[], formato: FormatoPlanilha): string {
  const base = partes.map(slug).filter(Boolean).join('-') || 'planilha'
  return `${base}.${formato}`
}
