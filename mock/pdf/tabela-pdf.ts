import PDFDocument from 'pdfkit'
import type { Campo } from './espelho-modelo'
import { formatMinutes, minutosComSinal } from '../engine/format'
import { csvText } from './csv'
import { comTextoWinAnsi } from './texto-winansi'

/** A tabular report (relatórios): title, header fields, columns and rows grouped under optional headings. */
export interface TabelaRelatorio {
  titulo: string
  subtitulo: string
  cabecalho: Campo[]
  /** `soma`: the column adds up in the total rows (each department's, when grouped, and the report's). */
  colunas: { titulo: string; largura: number; direita?: boolean; soma?: Soma }[]
  grupos: { titulo: string | null; linhas: string[][] }[]
  /** Shown when there is no row. */
  vazio: string
}

/** How a column adds up: hours ('hh:mm', signed, beyond 24 h) or whole numbers. */
export type Soma = 'horas' | 'numero'

/** The total of each summed column over `linhas` ('' in the others), as the cells write them. */
export function totaisDasColunas(colunas: TabelaRelatorio['colunas'], linhas: string[][]): string[] {
  return colunas.map((coluna, i) => {
    if (!coluna.soma) return ''
    const valores = linhas.map((linha) => linha[i] ?? '')
    return coluna.soma === 'horas'
      ? formatMinutes(valores.reduce((total, valor) => total + minutosComSinal(valor), 0))
      : String(valores.reduce((total, valor) => total + (Number(valor) || 0), 0))
  })
}

/** A4 landscape, in points. */
const PAGINA = { largura: 841.89, altura: 595.28 }
const MARGEM = 28
const NORMAL = 'Helvetica'
const NEGRITO = 'Helvetica-Bold'
const CINZA = '#e5e7eb'
const TAMANHO = 7.5
const ALTURA_LINHA = 12

class EscritorTabela {
  private readonly largura = PAGINA.largura - 2 * MARGEM
  private readonly limite = PAGINA.altura - MARGEM - 14
  private readonly larguras: number[]

  constructor(private readonly doc: PDFDocument, private readonly t: TabelaRelatorio) {
    const soma = t.colunas.reduce((acc, c) => acc + c.largura, 0)
    this.larguras = t.colunas.map((c) => (c.largura / soma) * this.largura)
  }

  private novaPagina(): void {
    this.doc.addPage()
    this.doc.y = MARGEM
  }

  private cabe(altura: number): void {
    if (this.doc.y + altura > this.limite) {
      this.novaPagina()
      this.titulosColunas()
    }
  }

  inicio(): void {
    const { doc, t } = this
    doc.font(NEGRITO).fontSize(13).fillColor('black').text(t.titulo, MARGEM, MARGEM, { width: this.largura, align: 'center' })
    doc.font(NORMAL).fontSize(8).text(t.subtitulo, MARGEM, doc.y + 1, { width: this.largura, align: 'center' })
    doc.y += 6
    const largura = this.largura / Math.max(1, t.cabecalho.length)
    const y = doc.y
    t.cabecalho.forEach(([label, valor], i) => {
      const x = MARGEM + i * largura
      const rotulo = `${label}: `
      const larguraDoRotulo = doc.font(NEGRITO).fontSize(8).widthOfString(rotulo)
      doc.text(rotulo, x, y, { lineBreak: false })
      doc.font(NORMAL).text(valor, x + larguraDoRotulo, y, { width: largura - larguraDoRotulo - 4 })
    })
    doc.y = y + 16
    this.titulosColunas()
  }

  private celulas(valores: string[], fonte: string, fundo?: string): void {
    const { doc } = this
    const y = doc.y
    if (fundo) doc.rect(MARGEM, y - 2, this.largura, ALTURA_LINHA).fill(fundo)
    let x = MARGEM
    valores.forEach((valor, i) => {
      const largura = this.larguras[i] ?? 0
      doc.font(fonte).fontSize(TAMANHO).fillColor('black')
        // One line per cell: a longer text ends in '…' (with a width, pdfkit would otherwise wrap over the next row).
        .text(valor, x + 2, y, { width: largura - 4, height: TAMANHO + 1, align: this.t.colunas[i]?.direita ? 'right' : 'left', ellipsis: true })
      x += largura
    })
    doc.y = y + ALTURA_LINHA
  }

  private titulosColunas(): void {
    this.celulas(this.t.colunas.map((c) => c.titulo), NEGRITO, CINZA)
  }

  corpo(): void {
    const { doc, t } = this
    if (t.grupos.every((g) => g.linhas.length === 0)) {
      doc.font(NORMAL).fontSize(9).text(t.vazio, MARGEM, doc.y + 6, { width: this.largura })
      return
    }
    for (const grupo of t.grupos) {
      if (grupo.linhas.length === 0) continue
      if (grupo.titulo) {
        this.cabe(ALTURA_LINHA * 2)
        doc.font(NEGRITO).fontSize(8.5).fillColor('black').text(grupo.titulo, MARGEM, doc.y + 3, { width: this.largura, lineBreak: false })
        doc.y += 3
      }
      for (const linha of grupo.linhas) {
        this.cabe(ALTURA_LINHA)
        this.celulas(linha, NORMAL)
      }
      if (grupo.titulo) this.total(`Total: ${grupo.titulo}`, grupo.linhas)
    }
    this.total('Total geral', t.grupos.flatMap((g) => g.linhas))
  }

  /** A bold row with the sums of the summed columns; its label spans the columns before the first of them. */
  private total(rotulo: string, linhas: string[][]): void {
    const { doc, t } = this
    const primeira = t.colunas.findIndex((c) => c.soma)
    if (primeira < 0) return
    this.cabe(ALTURA_LINHA)
    const y = doc.y
    doc.rect(MARGEM, y - 2, this.largura, ALTURA_LINHA).fill(CINZA)
    const larguraDoRotulo = this.larguras.slice(0, primeira).reduce((total, largura) => total + largura, 0)
    doc.font(NEGRITO).fontSize(TAMANHO).fillColor('black')
      .text(rotulo, MARGEM + 2, y, { width: larguraDoRotulo - 4, height: TAMANHO + 1, ellipsis: true })
    let x = MARGEM + larguraDoRotulo
    totaisDasColunas(t.colunas, linhas).forEach((valor, i) => {
      if (i < primeira) return
      const largura = this.larguras[i] ?? 0
      if (valor) doc.text(valor, x + 2, y, { width: largura - 4, height: TAMANHO + 1, align: 'right', ellipsis: true })
      x += largura
    })
    doc.y = y + ALTURA_LINHA
  }

  paginas(): void {
    const { doc } = this
    const { start, count } = doc.bufferedPageRange()
    for (let i = start; i < start + count; i++) {
      doc.switchToPage(i)
      doc.page.margins.bottom = 0
      doc.font(NORMAL).fontSize(6).fillColor('#4b5563')
        .text(`${this.t.titulo} - Página ${i - start + 1} de ${count}`, MARGEM, PAGINA.altura - MARGEM + 8, { width: this.largura, align: 'right', lineBreak: false })
    }
  }
}

/** Writes a tabular report on landscape A4 and resolves with the PDF bytes. */
export function escreverTabelaPdf(t: TabelaRelatorio, opcoes: { autor: string; compress?: boolean }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGEM,
    bufferPages: true,
    autoFirstPage: false,
    compress: opcoes.compress ?? true,
    info: { Title: t.titulo, Author: opcoes.autor, Subject: t.subtitulo, Creator: 'Ponto' },
  })
  const partes: Buffer[] = []
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (parte) => partes.push(parte))
    doc.on('end', () => resolve(Buffer.concat(partes)))
    doc.on('error', reject)
  })
  // What the standard fonts cannot encode is mapped before anything is measured or drawn (texto-winansi.ts).
  const escritor = new EscritorTabela(doc, comTextoWinAnsi(t))
  doc.addPage()
  escritor.inicio()
  escritor.corpo()
  escritor.paginas()
  doc.end()
  return pronto
}

/**
 * The same report as CSV for spreadsheets (pt-BR: ';' separator, UTF-8 with BOM); a group's title is a column. Only the
 * employees' rows: a total row would be added again by whoever sums a column in the spreadsheet.
 */
export function escreverTabelaCsv(t: TabelaRelatorio, grupoColuna: string | null): string {
  const cabecalho = [...(grupoColuna ? [grupoColuna] : []), ...t.colunas.map((c) => c.titulo)]
  const linhas = t.grupos.flatMap((g) => g.linhas.map((l) => [...(grupoColuna ? [g.titulo ?? ''] : []), ...l]))
  return `\uFEFF${csvText([cabecalho, ...linhas])}`
}
