import { describe, expect, it } from 'vitest'
import { nomeDoArquivo } from './nome-do-arquivo'

describe('export file name', () => {
  it('joins the parts in lower case without accents, words and numbers separated by "-"', () => {
    expect(nomeDoArquivo(['cartao-ponto', 'Fernanda Funcionária', '11/2026'], 'xlsx')).toBe(
      'cartao-ponto-fernanda-funcionaria-11-2026.xlsx',
    )
    expect(nomeDoArquivo(['Lançamentos de banco de horas'], 'csv')).toBe('lancamentos-de-banco-de-horas.csv')
  })

  it('falls back to "planilha" when nothing is left', () => {
    expect(nomeDoArquivo(['  ', '—'], 'csv')).toBe('planilha.csv')
  })
})
