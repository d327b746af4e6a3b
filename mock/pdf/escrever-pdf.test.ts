import { describe, expect, it } from 'vitest'
import { escreverPdf } from './escrever-pdf'
import { DEFAULT_SETTINGS } from '../engine/index'
import { COLUNAS, DECLARACAO, legendaDoEspelho, type EspelhoSecao } from './espelho-modelo'
import { paginasDoPdf, textoDoPdf } from './pdf-texto'

function secao(nome: string, dias: number): EspelhoSecao {
  return {
    titulo: 'Cartão Ponto para Conferência',
    subtitulo: '01/11 a 30/11 - Portaria MTP nº 671/2021, art. 84',
    cabecalho: [[['Empregador', 'Prefeitura Municipal de Santa Aurora'], ['CNPJ', '46.523.015/0001-35']], [['Empregado', nome], ['CPF', '529.982.247-25']]],
    horarios: ['001 - Administrativo (Fixo): Seg a Sex 08:00-12:00 13:00-17:00'],
    colunas: COLUNAS,
    dias: Array.from({ length: dias }, (_, i) => [
      `${String((i % 30) + 1).padStart(2, '0')}/11 Seg`, '08:00 12:00D 12:01 13:00 17:00', '08:00 12:01 13:00I 17:00', '001', '08:00', '', '', '', '', '',
      i === 0 ? 'Abono: Atestado médico' : '',
    ]),
    totais: [['Horas trabalhadas', '176:00'], ['Faltas (dias)', '0']],
    observacao: 'Conferido pelo RH',
    legenda: legendaDoEspelho(DEFAULT_SETTINGS.noturno),
    declaracao: DECLARACAO,
    assinaturas: [`Empregado: ${nome}`, 'Empregador: Prefeitura Municipal de Santa Aurora'],
  }
}

describe('escreverPdf', { timeout: 20_000 }, () => {
  it('[TC-043][mock] writes a PDF whose text holds the header, the day rows, totals and signature lines', async () => {
    const pdf = await escreverPdf([secao('Fernanda Funcionária', 30)], { titulo: 'Espelho', autor: 'Rita', assunto: 'Ponto', compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const texto = textoDoPdf(pdf)
    for (const esperado of ['Cartão Ponto para Conferência', 'Empregado: ', 'Fernanda Funcionária', '529.982.247-25', '08:00 12:00D 12:01 13:00 17:00',
      '08:00 12:01 13:00I 17:00', 'Abono: Atestado médico', 'Totais do período', '176:00', 'Observação: Conferido pelo RH',
      'Empregado: Fernanda Funcionária', 'Empregador: Prefeitura Municipal de Santa Aurora', 'Espelho - Página 1 de 1']) {
      expect(texto).toContain(esperado)
    }
    expect(paginasDoPdf(pdf)).toBe(1)
  })

  it('[TC-043][mock] reproduces what HR typed: WinAnsi typography as it is, other characters substituted, none dropped', async () => {
    const observacao = 'Tratamento de canal – atestado entregue em 19/11'
    const base = secao('Zoë Ólafsdóttir Łukasz', 1)
    const dia = [...base.dias[0]!.slice(0, -1), `Abono: Atestado odontológico QA - ${observacao}`]
    const pdf = await escreverPdf([{ ...base, dias: [dia], observacao: `“Conferido” ≥ 8h — ﬁm 😀` }], {
      titulo: 'Espelho – 牙', autor: 'Rita', assunto: 'Ponto', compress: false,
    })
    const texto = textoDoPdf(pdf).join(' ')
    expect(texto).toContain(observacao)
    expect(texto).not.toContain('canal  atestado')
    expect(texto).toContain('Observação: “Conferido” >= 8h — fim ?')
    expect(texto).toContain('Zoë Ólafsdóttir Lukasz')
    expect(texto).toContain('Espelho – ? - Página 1 de 1')
  })

  it('keeps a total whole when its label is long: the value goes under the label instead of breaking inside it', async () => {
    const totais: [string, string][] = [
      ['Horas trabalhadas', '144:39'], ['Extra intervalo', '00:00'], ['Desconto DSR', '00:00'], ['Permitidos', '16:00'],
      ['Saldo de horas', '00:00'], ['Banco de horas no período', '-100:45'], ['Banco de horas (saldo final)', '12:15'],
    ]
    const pdf = await escreverPdf([{ ...secao('Fernanda Funcionária', 1), totais }], { titulo: 'Espelho', autor: 'Rita', assunto: 'Ponto', compress: false })
    const texto = textoDoPdf(pdf)
    // Before, the last cell printed '12', ':1' and '5' on three lines.
    expect(texto).toContain('12:15')
    expect(texto).toContain('-100:45')
    expect(texto).toContain('144:39')
  })

  it('starts each section on a new page and repeats the column header when a table breaks', async () => {
    const pdf = await escreverPdf([secao('Ana', 5), secao('Bruno', 70)], { titulo: 'Lote', autor: 'Rita', assunto: 'Ponto' })
    const texto = textoDoPdf(pdf)
    expect(paginasDoPdf(pdf)).toBe(3)
    expect(texto.filter((t) => t === 'Marcações registradas')).toHaveLength(3)
    expect(texto).toContain('Lote - Página 3 de 3')
    expect(texto.indexOf('Empregado: Ana')).toBeLessThan(texto.indexOf('Empregado: Bruno'))
  })

  it("[TC-043][mock] numbers each employee's pages on their own and names the employee on every page of a batch", async () => {
    const ana = { ...secao('Ana', 5), rodape: 'Ana - 11/2026' }
    const bruno = { ...secao('Bruno', 70), rodape: 'Bruno - 11/2026' }
    const pdf = await escreverPdf([ana, bruno], { titulo: 'Lote', autor: 'Rita', assunto: 'Ponto' })
    const texto = textoDoPdf(pdf)
    expect(paginasDoPdf(pdf)).toBe(3)
    // Bruno's second page has only day rows: the footer is what says whose they are.
    for (const rodape of ['Ana - 11/2026 - Página 1 de 1', 'Bruno - 11/2026 - Página 1 de 2', 'Bruno - 11/2026 - Página 2 de 2']) {
      expect(texto).toContain(`Cartão Ponto para Conferência - ${rodape}`)
    }
    expect(texto.join(' ')).not.toContain('Lote - Página')
  })
})
