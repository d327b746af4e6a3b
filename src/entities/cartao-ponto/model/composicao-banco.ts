import { minutesToHhmm } from '@/shared/lib'
import type { CartaoPonto, Manutencao, RegistroDia } from '../api/cartao-ponto.schema'
import { DEBITO, diasDoCartao, EXTRA, minutos, motivos, type ComposicaoTotal, type ParcelaAvulsa } from './composicao-total'

/** The hour bank figures of the card (TC-176..TC-178). */
export type FiguraBanco =
  | 'totalSaldoBancoInicial'
  | 'totalSaldoBancoMais'
  | 'totalSaldoBancoMenos'
  | 'totalLancamentoBancoMais'
  | 'totalLancamentoBancoMenos'
  | 'totalSaldoBancoFinal'
  | 'totalSaldoBancoMenosDiaAtual'

const credito = (dia: RegistroDia) => minutos(dia.bhExtra) + minutos(dia.bhExtra100) + minutos(dia.bhExtraNoturna)
// A backend may write a debit as a negative figure ('-04:00'): a debit is counted by its size.
const debito = (dia: RegistroDia) => Math.abs(minutos(dia.bhMenos))
const tamanho = (hhmm: string) => Math.abs(minutos(hhmm))

/** The day's share of each figure made of days: what it credited, what it debited, or both, signed. */
const DO_DIA: Partial<Record<FiguraBanco, (dia: RegistroDia) => number>> = {
  totalSaldoBancoMais: credito,
  totalSaldoBancoMenos: debito,
  totalSaldoBancoFinal: (dia) => credito(dia) - debito(dia),
  totalSaldoBancoMenosDiaAtual: (dia) => credito(dia) - debito(dia),
}

const SALDO_ANTERIOR =
  'O saldo inicial não é soma de dias desta competência: é o saldo com que o banco chega da competência anterior ' +
  '(os saldos dos meses anteriores e os lançamentos feitos antes desta competência).'
const LANCAMENTOS =
  'Os lançamentos não vêm dos dias do cartão: são créditos e débitos lançados à mão no banco de horas (veja Lançamentos).'

const SEM_DIAS: Partial<Record<FiguraBanco, string>> = {
  totalSaldoBancoInicial: SALDO_ANTERIOR,
  totalLancamentoBancoMais: LANCAMENTOS,
  totalLancamentoBancoMenos: LANCAMENTOS,
}

/** Why the day moved the bank: the memory's outcome clause and the bank's justifications of the day. */
function motivosDoBanco(dia: RegistroDia): string[] {
  const tratamentos = dia.tratamentos
    .filter((t) => t.tipoJustificativa.startsWith('BANCO_DE_HORAS'))
    .map((t) => [t.justificativa, t.hora, t.motivo.descricao && `(${t.motivo.descricao})`].filter(Boolean).join(' '))
  return [...tratamentos, ...motivos(dia.memoriaCalculo, [EXTRA, DEBITO])]
}

/** What the balance carries besides the days: the opening balance, the entries by hand and the payments. */
function avulsasDoSaldo(m: Manutencao, figura: FiguraBanco): ParcelaAvulsa[] {
  const avulsas = [
    { rotulo: 'Saldo Inicial', valor: minutos(m.totalSaldoBancoInicial), motivo: 'Saldo trazido da competência anterior' },
    { rotulo: 'Lançamentos (+)', valor: minutos(m.totalLancamentoBancoMais), motivo: 'Créditos lançados à mão no banco' },
    { rotulo: 'Lançamentos (−)', valor: -tamanho(m.totalLancamentoBancoMenos), motivo: 'Débitos lançados à mão no banco' },
    { rotulo: 'Pagamentos', valor: -tamanho(m.totalSaldoBancoPago), motivo: 'Horas do banco pagas' },
    ...(figura === 'totalSaldoBancoMenosDiaAtual'
      ? [{
          rotulo: 'Movimento de hoje',
          valor: minutos(m.totalSaldoBancoMenosDiaAtual) - minutos(m.totalSaldoBancoFinal),
          motivo: 'O dia atual, ainda em andamento, fica fora deste total',
        }]
      : []),
  ]
  return avulsas.filter((a) => a.valor !== 0).map((a) => ({ ...a, valor: minutesToHhmm(a.valor) }))
}

/**
 * Issue 15: the days behind an hour bank figure, signed as the figure reads; the balance adds what it carries besides
 * the days. A figure made of no day (the opening balance, the entries by hand) says so instead.
 */
export function composicaoDoBanco(cartao: CartaoPonto, figura: FiguraBanco): ComposicaoTotal {
  const m = cartao.manutencaoDTO
  const total = minutos(m[figura])
  const doDia = DO_DIA[figura]
  if (!doDia) return { parcelas: [], soma: minutesToHhmm(total), total: minutesToHhmm(total), confere: true, semDias: SEM_DIAS[figura] ?? '' }
  // The debits read as the figure reads them: negative when the backend writes the total so.
  const sinal = figura === 'totalSaldoBancoMenos' && total < 0 ? -1 : 1
  const parcelas = diasDoCartao(cartao)
    .map((dia) => ({ dia, valor: sinal * doDia(dia) }))
    .filter(({ valor }) => valor !== 0)
    .map(({ dia, valor }) => ({ data: dia.data, valor: minutesToHhmm(valor), motivos: motivosDoBanco(dia) }))
  const saldo = figura === 'totalSaldoBancoFinal' || figura === 'totalSaldoBancoMenosDiaAtual'
  const avulsas = saldo ? avulsasDoSaldo(m, figura) : []
  const soma = [...parcelas, ...avulsas].reduce((s, p) => s + minutos(p.valor), 0)
  return {
    parcelas,
    ...(avulsas.length > 0 ? { avulsas } : {}),
    soma: minutesToHhmm(soma),
    total: minutesToHhmm(total),
    confere: soma === total,
  }
}
