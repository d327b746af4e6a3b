import { formatMinutes, minutosComSinal } from '../engine/index'
import { describeDsr } from '../engine/memoria'
import type { CartaoPontoJson, ManutencaoJson, RegistroDiaJson } from './cartao-json'
import { diaMes } from './formato'

type Tratamento = RegistroDiaJson['tratamentos'][number]
type CampoConfig = keyof NonNullable<CartaoPontoJson['config']['cartaoPonto']>
type Duracao = { [K in keyof RegistroDiaJson]-?: NonNullable<RegistroDiaJson[K]> extends string ? K : never }[keyof RegistroDiaJson]
type TotalDuracao = { [K in keyof ManutencaoJson]-?: ManutencaoJson[K] extends string ? K : never }[keyof ManutencaoJson]

const TIPO_JUSTIFICATIVA: Record<Tratamento['tipoJustificativa'], string> = {
  ABONO: 'Abono',
  ABONO_ENTRADA: 'Abono de entrada',
  ABONO_SAIDA: 'Abono de saída',
  JUSTIFICATIVA: 'Justificativa',
  HORA_EXTRA: 'Hora extra',
  HORA_EXTRA_ENTRADA: 'Hora extra na entrada',
  HORA_EXTRA_SAIDA: 'Hora extra na saída',
  BANCO_DE_DIAS_DEBITO: 'Débito no banco de dias',
  BANCO_DE_DIAS_CREDITO: 'Crédito no banco de dias',
  BANCO_DE_HORAS_DEBITO: 'Débito no banco de horas',
  BANCO_DE_HORAS_DEBITO_ENTRADA: 'Débito no banco de horas na entrada',
  BANCO_DE_HORAS_DEBITO_SAIDA: 'Débito no banco de horas na saída',
  BANCO_DE_HORAS_CREDITO: 'Crédito no banco de horas',
  INCLUIR_MARCACAO: 'Inclusão de marcação',
}

type Punch = RegistroDiaJson['marcacoesOriginais'][number]

const MARCA: Record<Punch['tipoMarcacao'], string> = { ORIGINAL: '', INCLUIDO: 'I', PRE_ASSINALADO: 'P' }

function registradas(r: RegistroDiaJson): string {
  return [...r.marcacoesOriginais]
    .sort((a, b) => a.dataHora.localeCompare(b.dataHora))
    .map((m) => `${m.hora}${m.desconsiderada ? 'D' : ''}`)
    .join(' ')
}

function tratadas(r: RegistroDiaJson): string {
  return [...r.marcacoes]
    .sort((a, b) => a.sequencia - b.sequencia)
    .flatMap((par) => [par.entrada, par.saida])
    .filter((m): m is Punch => m !== null && !m.desconsiderada)
    .map((m) => `${m.hora}${MARCA[m.tipoMarcacao]}`)
    .join(' ')
}

function tratamento(t: Tratamento): string {
  // The kind in words: the legend's 'I' is for included punches, not for treatments.
  const tipo = TIPO_JUSTIFICATIVA[t.tipoJustificativa]
  const banco = t.bancoDias ? ` (${t.bancoDias.descricao})` : ''
  const observacao = t.observacao ? ` - ${t.observacao}` : ''
  return `${tipo}${t.hora ? ` ${t.hora}` : ''}: ${t.motivo.descricao}${banco}${observacao}`
}

/** Art. 66: the rest the day lacked, paid as overtime (it is in the day's Extras). */
function interjornada(r: RegistroDiaJson): string | null {
  return minutosComSinal(r.horaExtraInterjornada) > 0 ? `Extra interjornada ${r.horaExtraInterjornada} (CLT art. 66)` : null
}

/**
 * Lei 605/49 art. 6: the rest day's discount in the card's words, the clause the engine adds last to the day's
 * calculation memory (with "o descanso cai na próxima competência" when it does).
 */
function descontoDsr(r: RegistroDiaJson): string | null {
  const desconto = minutosComSinal(r.descontoDSR)
  if (desconto <= 0) return null
  return /DSR descontado .*$/.exec(r.memoriaCalculo ?? '')?.[0] ?? describeDsr('', desconto)
}

/** Rule 11: the settlement of a weekly workload, the clause the engine puts in the calculation memory of the week's last day. */
function acertoSemanal(r: RegistroDiaJson): string | null {
  return /Semana de \d{2}\/\d{2} a \d{2}\/\d{2}: [^;]*/.exec(r.memoriaCalculo ?? '')?.[0] ?? null
}

/** Portaria 671: why a punch was included or an original disregarded, with the reason the user gave. */
function motivosDasMarcacoes(r: RegistroDiaJson): string[] {
  const incluidas = r.marcacoes.flatMap((par) => [par.entrada, par.saida]).filter((m): m is Punch => m?.tipoMarcacao === 'INCLUIDO')
  const desconsideradas = r.marcacoesOriginais.filter((m) => m.desconsiderada)
  const motivo = (m: Punch, acao: string) => `${m.hora} ${acao}${m.tratamento?.motivo.descricao ? `: ${m.tratamento.motivo.descricao}` : ''}`
  return [...incluidas.map((m) => motivo(m, 'incluída')), ...desconsideradas.map((m) => motivo(m, 'desconsiderada'))]
}

/**
 * Art. 59: where the day's difference went when it went to a bank (the card's 'Saldo BH' and compensation columns),
 * so that a day short of its workload with no absence nor delay says why, and the days add up to the bank's total.
 */
function bancos(r: RegistroDiaJson): string[] {
  const clausula = (banco: string, valor: string | null | undefined) => {
    const minutos = minutosComSinal(valor)
    if (minutos === 0) return null
    return `${banco}: ${minutos > 0 ? 'crédito' : 'débito'} ${formatMinutes(Math.abs(minutos))}`
  }
  return [clausula('Banco de horas', r.saldoBanco), clausula('Banco de compensação', r.compensacao)].filter((x): x is string => x !== null)
}

function ocorrencias(r: RegistroDiaJson, dsr: boolean): string {
  return [
    r.descricaoOcorrencia, acertoSemanal(r), dsr ? descontoDsr(r) : null, r.errorMessage, interjornada(r), ...bancos(r), ...motivosDasMarcacoes(r),
    ...r.tratamentos.map(tratamento), r.observacao,
  ]
    .filter((x): x is string => typeof x === 'string' && x !== '')
    .join('; ')
}

/** Whether the company's time-card configuration shows the field (a missing one is shown). */
export function campoAtivo(cartao: CartaoPontoJson, campo: CampoConfig): boolean {
  return cartao.config.cartaoPonto?.[campo]?.enabled ?? true
}

/** One printed row: the cells under COLUNAS; `dsr`: the company shows the DSR discount. */
export function diaResumo(r: RegistroDiaJson, dsr: boolean): string[] {
  return [
    `${diaMes(r.data)} ${r.diaSemanaAbreviado}`,
    registradas(r),
    tratadas(r),
    r.codigoHorario ?? '',
    r.horas,
    r.adicionalNoturno,
    r.horaExtraTotal,
    r.falta,
    r.atraso,
    r.saidaAntecipada,
    ocorrencias(r, dsr),
  ]
}

interface Total {
  label: string
  total: TotalDuracao
  dia: Duracao
  /** Field of the company's time-card configuration that hides it. */
  campo?: CampoConfig
}

const TOTAIS: Total[] = [
  { label: 'Horas trabalhadas', total: 'totalHoras', dia: 'horas' },
  { label: 'Adicional noturno*', total: 'totalAdicionalNoturno', dia: 'adicionalNoturno', campo: 'adicionalNoturno' },
  { label: 'Horas sobreaviso', total: 'totalHoraSobreAviso', dia: 'horaSobreAviso' },
  { label: 'Extra 50%', total: 'totalHoraExtra', dia: 'horaExtra', campo: 'horaExtra50' },
  { label: 'Extra 70%', total: 'totalHoraExtra70', dia: 'horaExtra70', campo: 'horaExtra70' },
  { label: 'Extra 100%', total: 'totalHoraExtra100', dia: 'horaExtra100', campo: 'horaExtra100' },
  { label: 'Extra intervalo', total: 'totalHoraExtraIntervalo', dia: 'horaExtraIntervalo', campo: 'horaExtraIntervalo' },
  { label: 'Extra noturna', total: 'totalHoraExtraNoturna', dia: 'horaExtraNoturna', campo: 'horaExtraNoturna' },
  { label: 'Extra noturna 100%', total: 'totalHoraExtraNoturnaCemPorcento', dia: 'horaExtraNoturnaCemPorcento', campo: 'horaExtraNoturna100' },
  { label: 'Total de horas extras', total: 'totalHoraExtraGeral', dia: 'horaExtraTotal' },
  { label: 'Faltas (horas)', total: 'totalFalta', dia: 'falta', campo: 'falta' },
  { label: 'Atrasos', total: 'totalAtraso', dia: 'atraso', campo: 'atraso' },
  { label: 'Saídas antecipadas', total: 'totalSaidaAntecipada', dia: 'saidaAntecipada', campo: 'saidaAntecipada' },
  { label: 'Desconto DSR', total: 'totalDescontoDSR', dia: 'descontoDSR', campo: 'descontoDSR' },
  { label: 'Permitidos', total: 'totalPermitidos', dia: 'permitidos', campo: 'permitidos' },
  { label: 'Compensados', total: 'totalCompensados', dia: 'compensados', campo: 'compensados' },
]

const NEGATIVAS: Duracao[] = ['falta', 'atraso', 'saidaAntecipada', 'descontoDSR']

function soma(dias: RegistroDiaJson[], campo: Duracao): number {
  return dias.reduce((acc, d) => acc + minutosComSinal(d[campo] as string), 0)
}

/**
 * The monthly totals: the card's own for the whole competence, the sum of the printed days for a part of it.
 * Fields the company's configuration disables are left out; the custom band only with its label.
 */
export function totaisDoPeriodo(cartao: CartaoPontoJson, dias: RegistroDiaJson[], inteiro: boolean): [string, string][] {
  const m = cartao.manutencaoDTO
  const ativo = (campo?: CampoConfig) => campo === undefined || campoAtivo(cartao, campo)
  const valor = (t: Total) => (inteiro ? m[t.total] as string : formatMinutes(soma(dias, t.dia)))
  const linhas: [string, string][] = TOTAIS.filter((t) => ativo(t.campo)).map((t) => [t.label, valor(t) || '00:00'])
  if (m.horaExtraCustomLabel) {
    const custom = inteiro ? m.totalHoraExtraCustom : formatMinutes(soma(dias, 'horaExtraCustom'))
    linhas.splice(6, 0, [m.horaExtraCustomLabel, custom || '00:00'])
  }
  const interjornada = inteiro ? minutosComSinal(m.totalHoraExtraInterjornada) : soma(dias, 'horaExtraInterjornada')
  // Only when some rest was short: the last band before the total of overtime, which counts it.
  const total = linhas.findIndex(([label]) => label === 'Total de horas extras')
  if (interjornada > 0) linhas.splice(total, 0, ['Extra interjornada', formatMinutes(interjornada)])
  if (ativo('falta')) {
    const diasFalta = inteiro ? m.totalDiasFalta : dias.filter((d) => minutosComSinal(d.falta) > 0 && minutosComSinal(d.falta) >= minutosComSinal(d.cargaHoraria)).length
    linhas.push(['Faltas (dias)', String(diasFalta)])
  }
  const saldo = inteiro
    ? m.totalHorasGeral
    : formatMinutes(soma(dias, 'horaExtraTotal') - NEGATIVAS.reduce((acc, campo) => acc + soma(dias, campo), 0))
  linhas.push(['Saldo de horas', saldo || '00:00'])
  // The whole month's hour bank adds up on the page: opening + the days' bank clauses + entries by hand and payments =
  // final (the card's summary). Before, only the days' sum and the final were printed (00:45 and 12:15 for an opening
  // of 10:30 and +02:00 -01:00 by hand), which the employee who signs could not reconcile.
  const mostrarSaldos = inteiro && m.existeBancoHoras
  if (mostrarSaldos) linhas.push(['Banco de horas (saldo inicial)', m.totalSaldoBancoInicial || '00:00'])
  if (m.existeBancoHoras) linhas.push(['Banco de horas no período', formatMinutes(soma(dias, 'saldoBanco'))])
  if (mostrarSaldos) {
    const lancamentos = minutosComSinal(m.totalLancamentoBancoMais) - minutosComSinal(m.totalLancamentoBancoMenos) - minutosComSinal(m.totalSaldoBancoPago)
    linhas.push(['Banco de horas (lançamentos e pagamentos)', formatMinutes(lancamentos)])
  }
  if (m.existeBancoCompensacao) linhas.push(['Banco de compensação no período', formatMinutes(soma(dias, 'compensacao'))])
  if (mostrarSaldos) linhas.push(['Banco de horas (saldo final)', m.totalSaldoBancoFinal || '00:00'])
  return linhas
}
