import { mesAno } from '@/entities/competencia'
import {
  diasDoCartao,
  ocorrenciaDoDia,
  ROTULOS_COLUNAS,
  visibleColumns,
  type CartaoPonto,
  type ColunaCartao,
  type ColunaDePar,
  type DiaCartao,
  type Marcacao,
  type RegistroDia,
} from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import type { Celula, Planilha } from '@/features/exportar-planilha'
import { formatDate } from '@/shared/lib'

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
function celula({ data, registro }: DiaCartao, coluna: ColunaCartao): Celula {
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

/** The card as the user sees it: the columns the spec shows them less those they hid, one row per day. */
export function planilhaDoCartao(cartao: CartaoPonto, sessao: Sessao, ocultas: readonly ColunaCartao[]): Planilha {
  const colunas = visibleColumns(sessao, cartao).filter((coluna) => !ocultas.includes(coluna))
  return {
    titulo: `Cartão ponto ${mesAno(cartao.competencia)}`,
    colunas: colunas.map((coluna) => ROTULOS_COLUNAS[coluna]),
    linhas: diasDoCartao(cartao).map((dia) => colunas.map((coluna) => celula(dia, coluna))),
  }
}
