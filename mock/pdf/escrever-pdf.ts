import PDFDocument from 'pdfkit'
import type { Campo, EspelhoSecao } from './espelho-modelo'
import { comTextoWinAnsi, textoWinAnsi } from './texto-winansi'

/** A4 landscape, in points. */
const PAGINA = { largura: 841.89, altura: 595.28 }
const MARGEM = 24
const NORMAL = 'Helvetica'
const NEGRITO = 'Helvetica-Bold'
const CINZA = '#e5e7eb'
const LINHA = '#9ca3af'
/** Widths of the day columns; the last one (occurrences) takes the rest of the page. */
const LARGURAS = [40, 110, 110, 30, 44, 40, 34, 34, 34, 40]

export interface OpcoesPdf {
  titulo: string
  autor: string
  assunto: string
  /** pdfkit compresses page content by default; tests switch it off to read the text. */
  compress?: boolean
}

class Escritor {
  private readonly largura = PAGINA.largura - 2 * MARGEM
  private readonly limite = PAGINA.altura - MARGEM - 12

  constructor(private readonly doc: PDFDocument) {}

  private cabeRodape(altura: number): void {
    if (this.doc.y + altura > this.limite) {
      this.doc.addPage()
      this.doc.y = MARGEM
    }
  }

  /** A row of label/value fields in equal cells; long values wrap and the row grows. */
  private campos(linha: Campo[], y: number, tamanho: number): number {
    const { doc } = this
    const largura = this.largura / linha.length
    let altura = 0
    linha.forEach(([label, valor], i) => {
      const x = MARGEM + i * largura
      const rotulo = `${label}: `
      doc.font(NEGRITO).fontSize(tamanho).fillColor('black').text(rotulo, x, y, { lineBreak: false })
      const deslocamento = doc.widthOfString(rotulo)
      doc.font(NORMAL)
      // Beside the label the value wraps between words; a word that does not fit there (a long label's '12:15', which
      // came out as '12', ':1', '5') takes the value under the label, on the cell's whole width.
      const palavra = Math.max(0, ...valor.split(/\s+/).map((p) => doc.widthOfString(p)))
      const cabeAoLado = deslocamento + palavra <= largura - 6
      const linha = doc.heightOfString(' ')
      const inicio = cabeAoLado ? { x: x + deslocamento, y, acima: 0 } : { x, y: y + linha, acima: linha }
      const opcoes = { width: cabeAoLado ? largura - deslocamento - 6 : largura - 6 }
      doc.text(valor, inicio.x, inicio.y, opcoes)
      altura = Math.max(altura, inicio.acima + doc.heightOfString(valor || ' ', opcoes))
    })
    return y + altura + 2
  }

  titulo(secao: EspelhoSecao): void {
    const { doc } = this
    doc.font(NEGRITO).fontSize(12).fillColor('black').text(secao.titulo, MARGEM, MARGEM, { width: this.largura, align: 'center' })
    doc.font(NORMAL).fontSize(7).text(secao.subtitulo, MARGEM, doc.y + 1, { width: this.largura, align: 'center' })
    doc.y += 4
  }

  cabecalho(secao: EspelhoSecao): void {
    let y = this.doc.y
    for (const linha of secao.cabecalho) y = this.campos(linha, y, 7.5)
    for (const horario of secao.horarios) {
      this.doc.font(NEGRITO).fontSize(7.5).text('Horário contratual: ', MARGEM, y, { continued: true })
      this.doc.font(NORMAL).text(horario, { width: this.largura })
      y = this.doc.y + 2
    }
    this.doc.font(NORMAL).fontSize(6.5).text(secao.legenda, MARGEM, y, { width: this.largura })
    this.doc.y += 4
  }

  private larguras(): number[] {
    return [...LARGURAS, this.largura - LARGURAS.reduce((a, b) => a + b, 0)]
  }

  private linhaTabela(celulas: string[], fonte: string, fundo: string | null): void {
    const { doc } = this
    const larguras = this.larguras()
    doc.font(fonte).fontSize(6.5)
    const alturas = celulas.map((c, i) => (c ? doc.heightOfString(c, { width: (larguras[i] ?? 0) - 4 }) : 0))
    const altura = Math.max(doc.heightOfString(' '), ...alturas) + 2
    this.cabeRodape(altura)
    const y = doc.y
    if (fundo) doc.rect(MARGEM, y, this.largura, altura).fill(fundo)
    let x = MARGEM
    doc.font(fonte).fontSize(6.5).fillColor('black')
    celulas.forEach((celula, i) => {
      const largura = larguras[i] ?? 0
      if (celula) doc.text(celula, x + 2, y + 1, { width: largura - 4 })
      x += largura
    })
    doc.lineWidth(0.3).strokeColor(LINHA).moveTo(MARGEM, y + altura).lineTo(MARGEM + this.largura, y + altura).stroke()
    doc.y = y + altura
  }

  tabela(secao: EspelhoSecao): void {
    this.linhaTabela(secao.colunas, NEGRITO, CINZA)
    secao.dias.forEach((dia) => {
      if (this.doc.y + 12 > this.limite) {
        this.doc.addPage()
        this.doc.y = MARGEM
        this.linhaTabela(secao.colunas, NEGRITO, CINZA)
      }
      this.linhaTabela(dia, NORMAL, null)
    })
  }

  totais(secao: EspelhoSecao): void {
    const porLinha = 7
    this.cabeRodape(12 + Math.ceil(secao.totais.length / porLinha) * 10)
    this.doc.font(NEGRITO).fontSize(8).fillColor('black').text('Totais do período', MARGEM, this.doc.y + 6)
    let y = this.doc.y + 2
    for (let i = 0; i < secao.totais.length; i += porLinha) y = this.campos(secao.totais.slice(i, i + porLinha), y, 7)
    this.doc.y = y
  }

  rodape(secao: EspelhoSecao): void {
    const { doc } = this
    const textos = [...(secao.observacao ? [`Observação: ${secao.observacao}`] : []), secao.declaracao]
    const assinatura = 22
    doc.font(NORMAL).fontSize(6.5)
    const alturaTextos = textos.reduce((total, texto) => total + doc.heightOfString(texto, { width: this.largura }) + 1, 0)
    this.cabeRodape(4 + alturaTextos + assinatura + 12)
    doc.y += 4
    for (const texto of textos) doc.font(NORMAL).fontSize(6.5).fillColor('black').text(texto, MARGEM, doc.y + 1, { width: this.largura })
    const y = doc.y + assinatura
    const largura = this.largura / 2 - 40
    secao.assinaturas.forEach((nome, i) => {
      const x = MARGEM + 20 + i * (this.largura / 2)
      doc.lineWidth(0.5).strokeColor('black').moveTo(x, y).lineTo(x + largura, y).stroke()
      doc.font(NORMAL).fontSize(7).text(nome, x, y + 2, { width: largura, align: 'center' })
    })
    doc.y = y + 12
  }

  /**
   * Numbers the pages. A section that names its employee (`rodape`) is numbered on its own and each of its pages says
   * whose it is: in a batch, a page that breaks a long table carries no header, and the batch is handed out one
   * employee at a time.
   */
  paginas(titulo: string, secoes: { inicio: number; titulo: string; rodape: string | undefined }[]): void {
    const { doc } = this
    const { start, count } = doc.bufferedPageRange()
    for (let i = start; i < start + count; i++) {
      const indice = secoes.findLastIndex((x) => x.inicio <= i)
      const secao = secoes[indice]
      const fim = secoes[indice + 1]?.inicio ?? start + count
      const texto = secao?.rodape
        ? `${secao.titulo} - ${secao.rodape} - Página ${i - secao.inicio + 1} de ${fim - secao.inicio}`
        : `${titulo} - Página ${i - start + 1} de ${count}`
      doc.switchToPage(i)
      // Inside the bottom margin: without this pdfkit would open a new page for the footer.
      doc.page.margins.bottom = 0
      doc.font(NORMAL).fontSize(6).fillColor('#4b5563')
        .text(textoWinAnsi(texto), MARGEM, PAGINA.altura - MARGEM + 6, { width: this.largura, align: 'right', lineBreak: false })
    }
  }
}

export interface PdfEmPartes {
  /** Prints more sections, each from a new page. */
  adicionar(secoes: EspelhoSecao[]): void
  /** Numbers the pages and resolves with the PDF bytes. */
  terminar(): Promise<Buffer>
}

/** A PDF written a few sections at a time (a batch job), on landscape A4. */
export function pdfEmPartes(opcoes: OpcoesPdf): PdfEmPartes {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGEM,
    bufferPages: true,
    autoFirstPage: false,
    compress: opcoes.compress ?? true,
    info: { Title: opcoes.titulo, Author: opcoes.autor, Subject: opcoes.assunto, Creator: 'Ponto' },
  })
  const partes: Buffer[] = []
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (parte) => partes.push(parte))
    doc.on('end', () => resolve(Buffer.concat(partes)))
    doc.on('error', reject)
  })
  const escritor = new Escritor(doc)
  const inicios: { inicio: number; titulo: string; rodape: string | undefined }[] = []
  return {
    adicionar(secoes) {
      // What the standard fonts cannot encode is mapped here, before anything is measured or drawn (texto-winansi.ts).
      for (const secao of comTextoWinAnsi(secoes)) {
        const { start, count } = doc.bufferedPageRange()
        inicios.push({ inicio: start + count, titulo: secao.titulo, rodape: secao.rodape })
        doc.addPage()
        escritor.titulo(secao)
        escritor.cabecalho(secao)
        escritor.tabela(secao)
        escritor.totais(secao)
        escritor.rodape(secao)
      }
    },
    terminar() {
      if (inicios.length > 0) escritor.paginas(opcoes.titulo, inicios)
      doc.end()
      return pronto
    },
  }
}

/** Prints the sections on landscape A4 (each section starts on a new page) and resolves with the PDF bytes. */
export function escreverPdf(secoes: EspelhoSecao[], opcoes: OpcoesPdf): Promise<Buffer> {
  const pdf = pdfEmPartes(opcoes)
  pdf.adicionar(secoes)
  return pdf.terminar()
}
