import type { CartaoPonto, RegistroDia } from '../api/cartao-ponto.schema'
import { DEBITO, diasDoCartao, minutos, motivos, type ComposicaoTotal } from './composicao-total'

/** A day counted in 'Faltas (dias)': absence hours and not one punch counted (a day partly worked is lateness, not a day missed). */
export const diaDeFalta = (dia: RegistroDia) =>
  minutos(dia.falta) > 0 && dia.marcacoes.every((par) => par.entrada === null && par.saida === null)

/** Why the day is an absence: its occurrence, the justifications it has and the memory's debit clause (or its error). */
function motivosDaFalta(dia: RegistroDia): string[] {
  const tratamentos = dia.tratamentos.map((t) => [t.justificativa, t.motivo.descricao].filter(Boolean).join(': '))
  const ocorrencia = dia.descricaoOcorrencia ? [dia.descricaoOcorrencia] : []
  return [...ocorrencia, ...tratamentos.filter(Boolean), ...motivos(dia.memoriaCalculo, [DEBITO])]
}

/** Issue 15: the days of 'Faltas (dias)', one each, with what made each an absence. */
export function composicaoDasFaltas(cartao: CartaoPonto): ComposicaoTotal {
  const parcelas = diasDoCartao(cartao)
    .filter(diaDeFalta)
    .map((dia) => ({ data: dia.data, valor: '1', motivos: motivosDaFalta(dia) }))
  const total = cartao.manutencaoDTO.totalDiasFalta
  return { parcelas, soma: String(parcelas.length), total: String(total), confere: parcelas.length === total }
}
