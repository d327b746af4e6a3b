import { describe, expect, it } from 'vitest'
import { textoDoPdf } from './pdf-texto'
import { escreverTabelaPdf, type TabelaRelatorio } from './tabela-pdf'

const tabela: TabelaRelatorio = {
  titulo: 'Resumo de Horas por Funcionário',
  subtitulo: 'Competência 10/2026',
  cabecalho: [['Ordem', 'Nome'], ['Emissor', 'Rita Recursos Humanos']],
  colunas: [{ titulo: 'Funcionário', largura: 80 }, { titulo: 'Dias de falta', largura: 50, direita: true }],
  // The columns take the page's width: a text several times wider than its column.
  grupos: [{ titulo: null, linhas: [[`${'Secretaria Municipal de Obras e Serviços Urbanos, '.repeat(8)}fim`, '1']] }],
  vazio: 'Nenhum funcionário.',
}

describe('the table PDF of the reports', () => {
  it('keeps each cell on one line (a longer text ends in "…") and every title whole', async () => {
    const texto = textoDoPdf(await escreverTabelaPdf(tabela, { autor: 'RH', compress: false })).join('\n')
    expect(texto).toMatch(/Secretaria Municipal.*…/)
    expect(texto).not.toContain('fim')
    expect(texto).toContain('Dias de falta')
  })
})
