import PDFDocument from 'pdfkit'
import { formatCnpj, formatCpf } from '@/shared/lib/identifiers'
import type { Comprovante } from '../timecard/relogio'
import { nsrFormatado } from '../timecard/relogio'
import { dataBr, formatCeiCaepfCno } from './formato'
import { comTextoWinAnsi } from './texto-winansi'

export const TITULO_COMPROVANTE = 'Comprovante de Registro de Ponto do Trabalhador'

/** 100 x 150 mm, in points: the size of a clock's printed receipt. */
const PAGINA: [number, number] = [283.46, 425.2]
const MARGEM = 20
const NORMAL = 'Helvetica'
const NEGRITO = 'Helvetica-Bold'

/** The lines of the receipt (Portaria MTP 671/2021 art. 79): label and value. */
export function linhasDoComprovante(c: Comprovante): [string, string][] {
  return [
    ['Empregador', c.empregador.nome],
    ['CNPJ', formatCnpj(c.empregador.cnpj)],
    ...(c.empregador.cei ? [['CEI/CAEPF/CNO', formatCeiCaepfCno(c.empregador.cei)] as [string, string]] : []),
    ['Local da prestação do serviço', c.local],
    ['Trabalhador', c.funcionario.nome],
    ['CPF', formatCpf(c.funcionario.cpf)],
    ['Data e horário do registro', `${dataBr(c.data)} ${c.hora}`],
    ['NSR', nsrFormatado(c.nsr)],
    ['Identificação do REP', c.equipamento],
    ['Registro do programa no INPI', c.inpi],
    ['Código hash (SHA-256)', c.hash],
  ]
}

/** The receipt as a one-page PDF (pdfkit); `compress: false` lets tests read the text. */
export function escreverComprovante(c: Comprovante, opcoes: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGINA,
    margin: MARGEM,
    compress: opcoes.compress ?? true,
    info: { Title: TITULO_COMPROVANTE, Author: c.empregador.nome, Subject: `NSR ${nsrFormatado(c.nsr)}`, Creator: 'Ponto' },
  })
  const partes: Buffer[] = []
  const pronto = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (parte) => partes.push(parte))
    doc.on('end', () => resolve(Buffer.concat(partes)))
    doc.on('error', reject)
  })
  const largura = PAGINA[0] - 2 * MARGEM
  doc.font(NEGRITO).fontSize(11).fillColor('black').text(TITULO_COMPROVANTE, MARGEM, MARGEM, { width: largura, align: 'center' })
  doc.y += 8
  for (const [rotulo, valor] of comTextoWinAnsi(linhasDoComprovante(c))) {
    doc.font(NEGRITO).fontSize(8).text(rotulo, MARGEM, doc.y, { width: largura })
    doc.font(NORMAL).fontSize(9).text(valor || '-', MARGEM, doc.y, { width: largura })
    doc.y += 5
  }
  doc.y += 6
  doc.font(NORMAL).fontSize(6.5).fillColor('#4b5563')
    .text('Comprovante emitido eletronicamente pelo registrador de ponto via programa (REP-P), conforme os arts. 79 e 80 da Portaria MTP nº 671/2021.',
      MARGEM, doc.y, { width: largura, align: 'center' })
  doc.end()
  return pronto
}

/** File name of a receipt's PDF. */
export function nomeDoComprovante(c: Comprovante): string {
  return `comprovante-${nsrFormatado(c.nsr)}.pdf`
}
