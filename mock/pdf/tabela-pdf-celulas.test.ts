import { describe, expect, it } from 'vitest'
import { textoDoPdf } from './pdf-texto'
import { escreverTabelaCsv, escreverTabelaPdf, totaisDasColunas, type TabelaRelatorio } from './tabela-pdf'

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

describe('the total rows of the reports', () => {
  const colunas: TabelaRelatorio['colunas'] = [
    { titulo: 'Funcionário', largura: 100 },
    { titulo: 'Extras', largura: 48, direita: true, soma: 'horas' },
    { titulo: 'Dias de falta', largura: 50, direita: true, soma: 'numero' },
    { titulo: 'Saldo', largura: 48, direita: true, soma: 'horas' },
  ]

  it('add up hours beyond 24 h and below zero, and whole numbers', () => {
    const linhas = [
      ['Ana', '20:30', '1', '-01:45'],
      ['Bia', '05:45', '0', '00:15'],
      ['Caio', '', '2', '-02:00'],
    ]
    expect(totaisDasColunas(colunas, linhas)).toEqual(['', '26:15', '3', '-03:30'])
  })

  it("close each department's rows and the report in the PDF", async () => {
    const porDepartamento: TabelaRelatorio = {
      ...tabela,
      colunas,
      grupos: [
        { titulo: 'Saúde', linhas: [['Ana', '20:30', '1', '-01:45']] },
        {
          titulo: 'Obras',
          linhas: [
            ['Bia', '05:45', '0', '00:15'],
            ['Caio', '00:00', '2', '-02:00'],
          ],
        },
      ],
    }
    const texto = textoDoPdf(await escreverTabelaPdf(porDepartamento, { autor: 'RH', compress: false })).join('\n')
    expect(texto).toMatch(/Total: Saúde[\s\S]*20:30[\s\S]*1[\s\S]*-01:45/)
    expect(texto).toMatch(/Total: Obras[\s\S]*05:45[\s\S]*2[\s\S]*-01:45/)
    expect(texto).toMatch(/Total geral[\s\S]*26:15[\s\S]*3[\s\S]*-03:30/)
  })

  it('are left out of the CSV, whose columns the spreadsheet adds up', () => {
    const csv = escreverTabelaCsv({ ...tabela, colunas, grupos: [{ titulo: null, linhas: [['Ana', '20:30', '1', '-01:45']] }] }, null)
    expect(csv).not.toContain('Total')
  })
})
