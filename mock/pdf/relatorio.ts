import type { Competencia, Db, Funcionario } from '../db/index'
import { buildCartaoPonto } from '../timecard/build'
import { escreverPdf, pdfEmPartes, type OpcoesPdf } from './escrever-pdf'
import { espelhoSecao, type EspelhoSecao } from './espelho-modelo'
import { mesAno } from './formato'

export interface ItemRelatorio {
  funcionario: Funcionario
  competencia: Competencia
  /** Days printed; the whole competence when absent. */
  periodo?: { inicio: string; fim: string }
}

export interface OpcoesRelatorio {
  titulo: string
  emissor: string
  emitidoEm: Date
  compress?: boolean
}

/** "Now" on the mock's calendar: the database's today with the wall-clock time. */
export { agora } from '../timecard/relogio'

export function secoesRelatorio(db: Db, itens: ItemRelatorio[], opcoes: OpcoesRelatorio): EspelhoSecao[] {
  return itens.map((item) => espelhoSecao(db, {
    ...item,
    cartao: buildCartaoPonto(db, item.funcionario.id, item.competencia.id),
    titulo: opcoes.titulo,
    emissor: opcoes.emissor,
    emitidoEm: opcoes.emitidoEm,
  }))
}

/** The time cards of the items, one section each, as one PDF (espelho do ponto, cartão ponto para conferência). */
export function relatorioPontoPdf(db: Db, itens: ItemRelatorio[], opcoes: OpcoesRelatorio): Promise<Buffer> {
  const unico = itens.length === 1 ? itens[0] : undefined
  const titulo = unico
    ? `${opcoes.titulo} - ${unico.funcionario.nome} - ${mesAno(unico.competencia.ano, unico.competencia.mes)}`
    : opcoes.titulo
  return escreverPdf(secoesRelatorio(db, itens, opcoes), opcoesPdf({ ...opcoes, titulo }))
}

function opcoesPdf(opcoes: Pick<OpcoesRelatorio, 'titulo' | 'emissor' | 'compress'>): OpcoesPdf {
  return {
    titulo: opcoes.titulo,
    autor: opcoes.emissor,
    assunto: 'Registro de ponto - Portaria MTP nº 671/2021',
    ...(opcoes.compress === undefined ? {} : { compress: opcoes.compress }),
  }
}

/** The espelhos of many items written a few at a time (a batch job): `adicionar` builds and prints them. */
export function relatorioPontoEmPartes(db: Db, opcoes: OpcoesRelatorio & { tituloPdf: string }) {
  const pdf = pdfEmPartes(opcoesPdf({ ...opcoes, titulo: opcoes.tituloPdf }))
  return {
    adicionar: (itens: ItemRelatorio[]) => pdf.adicionar(secoesRelatorio(db, itens, opcoes)),
    terminar: () => pdf.terminar(),
  }
}
