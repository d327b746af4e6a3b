import { hasRole, isAdministrador, isResponsavel, isRh, type Sessao } from '@/entities/sessao/@x/cartao-ponto'
import type { CartaoPonto, ConfiguracaoCampos, RegistroDia } from '../api/cartao-ponto.schema'

/** The grid's columns in the order of TC-067. */
export const COLUNAS_CARTAO = [
  'dia',
  'marcacoesOriginais',
  'entrada1',
  'saida1',
  'entrada2',
  'saida2',
  'entrada3',
  'saida3',
  'entrada4',
  'saida4',
  'horas',
  'cargaHoraria',
  'memoriaCalculo',
  'horaExtraCalculada',
  'horaExtraTotal',
  'horaExtra',
  'horaExtra70',
  'horaExtra100',
  'horaExtraIntervalo',
  'horaExtraNoturna',
  'falta',
  'atraso',
  'saidaAntecipada',
  'adicionalNoturno',
  'saldoBanco',
  'compensacao',
  'hora',
  'ocorrencia',
  'motivo',
  'codigoHorario',
  'tratamentos',
] as const

export type ColunaCartao = (typeof COLUNAS_CARTAO)[number]
export type CampoCartao = keyof ConfiguracaoCampos

/** TC-084: the grid column governed by each configurable field (fields without a column govern the summary). */
export const CAMPO_DA_COLUNA: Partial<Record<ColunaCartao, CampoCartao>> = {
  memoriaCalculo: 'memoriaCalculo',
  horaExtra: 'horaExtra50',
  horaExtra70: 'horaExtra70',
  horaExtra100: 'horaExtra100',
  horaExtraIntervalo: 'horaExtraIntervalo',
  horaExtraNoturna: 'horaExtraNoturna',
  falta: 'falta',
  atraso: 'atraso',
  saidaAntecipada: 'saidaAntecipada',
  adicionalNoturno: 'adicionalNoturno',
}

/** TC-091: the only fields whose disabling shrinks the column count. */
const CAMPOS_CONTADOS: readonly CampoCartao[] = [
  'horaExtra50',
  'horaExtraNoturna',
  'falta',
  'atraso',
  'saidaAntecipada',
  'adicionalNoturno',
  'horaExtraIntervalo',
  'memoriaCalculo',
]

export const VER_EXTRA_CALCULADA = 'front_ver_extra_calculada'

/** TC-085: the schema fills a missing field as enabled. */
export function campoHabilitado(cartao: CartaoPonto, campo: CampoCartao): boolean {
  return cartao.config.cartaoPonto[campo].enabled
}

/** TC-069: HR, administrators and responsible users see the original punches. */
export const mostraMarcacoesOriginais = (sessao: Sessao) =>
  isRh(sessao) || isAdministrador(sessao) || isResponsavel(sessao)

/** Whether some day of the card has a counted punch in pair `sequencia`. */
export const temMarcacaoNoPar = (cartao: CartaoPonto, sequencia: 3 | 4) =>
  Object.values(cartao.manutencaoDTO.registros).some(({ registro }) =>
    registro.marcacoes.some((par) => par.sequencia === sequencia && (par.entrada !== null || par.saida !== null)),
  )

/** TC-071; a card with punches in pair 3 shows it to anyone: no counted punch is ever hidden. */
export const mostraPar3 = (sessao: Sessao, cartao: CartaoPonto) =>
  cartao.manutencaoDTO.tresMarcacoes || isRh(sessao) || temMarcacaoNoPar(cartao, 3)

/** TC-072; as pair 3. */
export const mostraPar4 = (sessao: Sessao, cartao: CartaoPonto) =>
  cartao.manutencaoDTO.quatroMarcacoes || isRh(sessao) || temMarcacaoNoPar(cartao, 4)

/** TC-077 */
export const mostraExtraCalculada = (sessao: Sessao, cartao: CartaoPonto) =>
  hasRole(sessao, VER_EXTRA_CALCULADA) && cartao.manutencaoDTO.exibirHorasExtrasCalculadas

function colunaVisivel(coluna: ColunaCartao, sessao: Sessao, cartao: CartaoPonto): boolean {
  const campo = CAMPO_DA_COLUNA[coluna]
  if (campo && !campoHabilitado(cartao, campo)) return false
  switch (coluna) {
    case 'marcacoesOriginais':
      return mostraMarcacoesOriginais(sessao)
    case 'entrada3':
    case 'saida3':
      return mostraPar3(sessao, cartao)
    case 'entrada4':
    case 'saida4':
      return mostraPar4(sessao, cartao)
    case 'cargaHoraria':
      return cartao.manutencaoDTO.exibirCargaHoraria
    case 'horaExtraCalculada':
      return mostraExtraCalculada(sessao, cartao)
    default:
      return true
  }
}

/** The columns this user sees on this card, in TC-067 order (TC-069..TC-077, TC-084, TC-085, TC-203). */
export function visibleColumns(sessao: Sessao, cartao: CartaoPonto): ColunaCartao[] {
  return COLUNAS_CARTAO.filter((coluna) => colunaVisivel(coluna, sessao, cartao))
}

/** The column count of the spec (TC-088..TC-092), the span of a day's error row. */
export function columnCount(sessao: Sessao, cartao: CartaoPonto): number {
  const base = mostraExtraCalculada(sessao, cartao) ? 19 : 18
  const desabilitados = CAMPOS_CONTADOS.filter((campo) => !campoHabilitado(cartao, campo)).length
  const pares = (mostraPar3(sessao, cartao) ? 2 : 0) + (mostraPar4(sessao, cartao) ? 2 : 0)
  return base - desabilitados + pares
}

/** The punch slot columns (TC-070..TC-072). */
export const COLUNAS_DE_PAR = ['entrada1', 'saida1', 'entrada2', 'saida2', 'entrada3', 'saida3', 'entrada4', 'saida4'] as const
export type ColunaDePar = (typeof COLUNAS_DE_PAR)[number]

/** The amount columns (hh:mm) a card may leave blank on every day; 'Total' is not among them. */
const COLUNAS_DE_QUANTIDADE = [
  'cargaHoraria',
  'horaExtraCalculada',
  'horaExtraTotal',
  'horaExtra',
  'horaExtra70',
  'horaExtra100',
  'horaExtraIntervalo',
  'horaExtraNoturna',
  'falta',
  'atraso',
  'saidaAntecipada',
  'adicionalNoturno',
  'saldoBanco',
  'compensacao',
] as const satisfies readonly ColunaCartao[]
type ColunaDeQuantidade = (typeof COLUNAS_DE_QUANTIDADE)[number]

const isColunaDePar = (coluna: ColunaCartao): coluna is ColunaDePar => (COLUNAS_DE_PAR as readonly string[]).includes(coluna)
const isColunaDeQuantidade = (coluna: ColunaCartao): coluna is ColunaDeQuantidade =>
  (COLUNAS_DE_QUANTIDADE as readonly string[]).includes(coluna)

function temValor(registro: RegistroDia, coluna: ColunaDePar | ColunaDeQuantidade): boolean {
  if (isColunaDePar(coluna)) {
    const lado = coluna.startsWith('entrada') ? 'entrada' : 'saida'
    const sequencia = Number(coluna.at(-1))
    return registro.marcacoes.some((par) => par.sequencia === sequencia && par[lado] !== null)
  }
  return registro[coluna].trim() !== ''
}

/**
 * The columns drawn narrow on this card: a punch slot without a punch on any day, or an amount blank on every day.
 * They stay in the grid (TC-067..TC-092 decide which columns show); only their width and header shrink.
 */
export function colunasRecolhidas(cartao: CartaoPonto, colunas: readonly ColunaCartao[]): ColunaCartao[] {
  const registros = Object.values(cartao.manutencaoDTO.registros).map(({ registro }) => registro)
  return colunas.filter((coluna) => (isColunaDePar(coluna) || isColunaDeQuantidade(coluna)) && !registros.some((r) => temValor(r, coluna)))
}
