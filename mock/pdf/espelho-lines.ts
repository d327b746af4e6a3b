import type { EspelhoSecao } from './espelho-modelo'

const campos = (linha: [string, string][]) => linha.map(([label, valor]) => `${label}: ${valor}`).join(' | ')

/** The text of a section, line by line, in print order (what the PDF writer draws). */
export function espelhoLines(secao: EspelhoSecao): string[] {
  return [
    secao.titulo,
    secao.subtitulo,
    ...secao.cabecalho.map(campos),
    ...secao.horarios.map((h) => `Horário contratual: ${h}`),
    secao.legenda,
    secao.colunas.join(' | '),
    ...secao.dias.map((dia) => dia.join(' | ')),
    `Totais: ${campos(secao.totais)}`,
    ...(secao.observacao ? [`Observação: ${secao.observacao}`] : []),
    secao.declaracao,
    ...secao.assinaturas,
  ]
}
