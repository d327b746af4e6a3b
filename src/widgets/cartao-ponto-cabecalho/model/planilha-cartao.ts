import { mesAno } from '@/entities/competencia'
import {
  campoHabilitado,
  COLUNAS_CARTAO,
  diasDoCartao,
  formatHhmm,
  hhmmSign,
  ocorrenciaDoDia,
  ROTULOS_COLUNAS,
  visibleColumns,
  type CartaoPonto,
  type ColunaCartao,
  type ColunaDePar,
  type DiaCartao,
  type Manutencao,
  type Marcacao,
  type RegistroDia,
} from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import type { Celula, Planilha } from '@/features/exportar-planilha'
import { formatDate, hhmmToMinutes, minutesToHhmm } from '@/shared/lib'

/** Overtime bands of the day that are in 'Extra' but have no grid column: the export adds them so that they add up. */
type BandaSemColuna = 'horaExtraNoturnaCemPorcento' | 'horaExtraInterjornada' | 'horaExtraCustom'
type ColunaExportada = ColunaCartao | BandaSemColuna

/** The day's durations the last row totals, each with the card's summary figure of it (null: summed from the days). */
const TOTAL_DO_CARTAO = {
  horas: 'totalHoras',
  cargaHoraria: null,
  horaExtraCalculada: null,
  horaExtraTotal: 'totalHoraExtraGeral',
  horaExtra: 'totalHoraExtra',
  horaExtra70: 'totalHoraExtra70',
  horaExtra100: 'totalHoraExtra100',
  horaExtraIntervalo: 'totalHoraExtraIntervalo',
  horaExtraNoturna: 'totalHoraExtraNoturna',
  horaExtraNoturnaCemPorcento: 'totalHoraExtraNoturnaCemPorcento',
  horaExtraInterjornada: 'totalHoraExtraInterjornada',
  horaExtraCustom: 'totalHoraExtraCustom',
  falta: 'totalFalta',
  atraso: 'totalAtraso',
  saidaAntecipada: 'totalSaidaAntecipada',
  adicionalNoturno: 'totalAdicionalNoturno',
  saldoBanco: null,
  compensacao: null,
} as const satisfies Partial<Record<ColunaExportada, keyof Manutencao | null>>

type Duracao = keyof typeof TOTAL_DO_CARTAO

const ehDuracao = (coluna: ColunaExportada): coluna is Duracao => Object.hasOwn(TOTAL_DO_CARTAO, coluna)

/** The grid's overtime columns ('Extra' to 'Extra Noturna'): the bands without a column go after them. */
const EXTRAS_DA_GRADE: readonly ColunaCartao[] = COLUNAS_CARTAO.slice(
  COLUNAS_CARTAO.indexOf('horaExtraTotal'),
  COLUNAS_CARTAO.indexOf('horaExtraNoturna') + 1,
)

/** A punch as the grid shows it: an included one with an asterisk (TC-098). */
const hora = (marcacao: Marcacao | null | undefined) =>
  marcacao ? (marcacao.tipoMarcacao === 'INCLUIDO' ? `${marcacao.hora}*` : marcacao.hora) : null

/** 'entrada1'..'saida4': the punch of that side of that pair. */
function slot(registro: RegistroDia, coluna: ColunaDePar) {
  const lado = coluna.startsWith('entrada') ? 'entrada' : 'saida'
  const sequencia = Number(coluna.at(-1))
  return hora(registro.marcacoes.find((par) => par.sequencia === sequencia)?.[lado])
}

const originais = (registro: RegistroDia) =>
  registro.marcacoesOriginais.map((m) => (m.desconsiderada ? `${m.hora} (desconsiderada)` : m.hora)).join(' ') || null

const tratamentos = (registro: RegistroDia) =>
  registro.tratamentos
    .map((t) =>
      [
        t.hora,
        t.prefixo && `[${t.prefixo}]`,
        t.motivo.descricao,
        t.bancoDias && `· ${t.bancoDias.descricao}`,
        t.observacao && `— ${t.observacao}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join('; ') || null

/** A day's cell of a column, as text: what the grid shows in it, without its buttons. */
function celula({ data, registro }: DiaCartao, coluna: ColunaExportada): Celula {
  switch (coluna) {
    case 'dia':
      return `${formatDate(data)} ${registro.diaSemanaAbreviado}`
    case 'entrada1':
    case 'saida1':
    case 'entrada2':
    case 'saida2':
    case 'entrada3':
    case 'saida3':
    case 'entrada4':
    case 'saida4':
      return slot(registro, coluna)
    case 'marcacoesOriginais':
      return originais(registro)
    case 'hora':
    case 'ocorrencia':
    case 'motivo':
      return ocorrenciaDoDia(registro)[coluna] || null
    case 'codigoHorario':
      return registro.codigoHorario ? `${registro.codigoHorario}${registro.horarioEspecial ? ' E' : ''}` : null
    case 'tratamentos':
      return tratamentos(registro)
    default:
      return registro[coluna] || null
  }
}

/** The bands without a grid column that the card's summary shows (docs/decisions.md). */
function bandasSemColuna(cartao: CartaoPonto): BandaSemColuna[] {
  const m = cartao.manutencaoDTO
  const mostra: Record<BandaSemColuna, boolean> = {
    horaExtraNoturnaCemPorcento: campoHabilitado(cartao, 'horaExtraNoturna100'),
    horaExtraInterjornada: hhmmSign(m.totalHoraExtraInterjornada) > 0,
    horaExtraCustom: Boolean(m.horaExtraCustomLabel),
  }
  return (Object.keys(mostra) as BandaSemColuna[]).filter((banda) => mostra[banda])
}

/** The headers: the grid's, and for the bands the summary's labels (the custom band's is the company's). */
const rotulos = (cartao: CartaoPonto): Record<ColunaExportada, string> => ({
  ...ROTULOS_COLUNAS,
  horaExtraNoturnaCemPorcento: 'Extra Noturna 100%',
  horaExtraInterjornada: 'Extra Interjornada',
  horaExtraCustom: cartao.manutencaoDTO.horaExtraCustomLabel ?? '',
})

function comBandas(colunas: ColunaCartao[], bandas: readonly BandaSemColuna[]): ColunaExportada[] {
  const ultimaBanda = colunas.findLastIndex((coluna) => EXTRAS_DA_GRADE.includes(coluna))
  const posicao = ultimaBanda < 0 ? colunas.length : ultimaBanda + 1
  return [...colunas.slice(0, posicao), ...bandas, ...colunas.slice(posicao)]
}

/** A column's figure for the competence: the card's own total, so that it equals the summary, else the days' sum. */
function totalDaColuna(cartao: CartaoPonto, dias: readonly DiaCartao[], coluna: Duracao): string {
  const doResumo = TOTAL_DO_CARTAO[coluna]
  if (doResumo) return formatHhmm(cartao.manutencaoDTO[doResumo])
  const soma = dias.reduce((total, { registro }) => total + (hhmmToMinutes(registro[coluna]) || 0), 0)
  return minutesToHhmm(soma)
}

function linhaDeTotais(cartao: CartaoPonto, dias: readonly DiaCartao[], colunas: readonly ColunaExportada[]): Celula[] {
  return colunas.map((coluna) => {
    if (coluna === 'dia') return 'Total da competência'
    return ehDuracao(coluna) ? totalDaColuna(cartao, dias, coluna) : null
  })
}

/**
 * The card as the user sees it: the columns the spec shows them less those they hid, plus the overtime bands the grid
 * has no column for; one row per day and a last one with the competence's totals.
 */
export function planilhaDoCartao(cartao: CartaoPonto, sessao: Sessao, ocultas: readonly ColunaCartao[]): Planilha {
  const visiveis = visibleColumns(sessao, cartao).filter((coluna) => !ocultas.includes(coluna))
  const colunas = comBandas(visiveis, bandasSemColuna(cartao))
  const titulos = rotulos(cartao)
  const dias = diasDoCartao(cartao)
  return {
    titulo: `Cartão ponto ${mesAno(cartao.competencia)}`,
    colunas: colunas.map((coluna) => titulos[coluna]),
    linhas: [...dias.map((dia) => colunas.map((coluna) => celula(dia, coluna))), linhaDeTotais(cartao, dias, colunas)],
  }
}
