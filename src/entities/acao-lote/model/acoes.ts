/** The batch actions a user may start (doc2 §2 route table), in the order /acoes-lote/new offers them. */
export const ACOES_LOTE = [
  { rota: '/justificativa', titulo: 'Justificar em lote', descricao: 'Justifica ou abona um período de vários funcionários de uma vez.' },
  { rota: '/vincular-quadro-horario', titulo: 'Vincular quadro de horário', descricao: 'Define o quadro de horário dos dias de um período.' },
  { rota: '/alterar-quadro-horario', titulo: 'Quadro de horário especial', descricao: 'Aplica um quadro de horário especial aos dias de um período.' },
  { rota: '/vincular-banco-horas', titulo: 'Vincular banco de horas', descricao: 'Vincula os funcionários a um banco de horas a partir de uma data.' },
  { rota: '/vincular-banco-compensacao', titulo: 'Vincular banco de compensação', descricao: 'Vincula os funcionários a um banco de compensação a partir de uma data.' },
  { rota: '/acoes-lote/alterar-funcionarios', titulo: 'Alterar funcionários', descricao: 'Altera departamento, cargo, local, classe, quadro e opções de vários funcionários.' },
  { rota: '/relatorio-ponto', titulo: 'Imprimir cartões ponto', descricao: 'Imprime os cartões ponto dos funcionários escolhidos em um só arquivo.' },
] as const

export type RotaAcaoLote = (typeof ACOES_LOTE)[number]['rota']

/** The action's title, which its screen shows (also while it loads). */
export function tituloDaAcao(rota: RotaAcaoLote): string {
  return ACOES_LOTE.find((a) => a.rota === rota)?.titulo ?? 'Ação em lote'
}
