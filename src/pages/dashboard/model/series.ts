import { corAbsenteismo, horasInteiras, type Indicadores } from '@/entities/indicador'

/** One drawn series: a key of the chart's rows, its label and colour. */
export interface Chave {
  key: string
  label: string
  cor: string
}

/** A chart's row: the category (competence or reason) and a number per key. */
export type LinhaGrafico = { categoria: string } & Record<string, number | string>

export interface TabelaAlternativa {
  colunas: string[]
  linhas: string[][]
}

/** Everything a dashboard card needs: the chart (whole numbers) and its table alternative (the values as sent). */
export interface SerieDashboard {
  id: 'bancoHoras' | 'faltas' | 'absenteismo' | 'resumoHoras' | 'motivos' | 'cartaoPontoDigital'
  titulo: string
  /** The chart's accessible name. */
  ariaLabel: string
  tipo: 'barras' | 'barras-horizontais' | 'linhas'
  /** Bars of one category side by side ('agrupado') or on top of each other ('empilhado'). */
  modo: 'agrupado' | 'empilhado'
  unidade: string
  chaves: Chave[]
  linhas: LinhaGrafico[]
  /** A colour per row (absenteeism, DASH-005); the key's colour otherwise. */
  corDaLinha?: (linha: LinhaGrafico) => string
  tabela: TabelaAlternativa
  legenda?: string
}

const AZUL = '#1f6fd1'
const VERDE = '#2e7d32'
const VERMELHO = '#c62828'
const LARANJA = '#b26a00'
const CINZA = '#64748b'

const horas = (valor: string) => horasInteiras(valor) ?? 0
const percentual = (valor: number) => `${valor.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}%`

export const EM_ALTA = 'Em alta'
export const LEGENDA_ABSENTEISMO = 'Vermelho: absenteísmo maior que o da competência anterior; azul: igual ou menor.'

/** DASH-002..010: the dashboard's cards from the server's series; hours in the charts are truncated to whole hours. */
export function seriesDoDashboard(d: Indicadores): SerieDashboard[] {
  return [
    {
      id: 'bancoHoras', titulo: 'Banco de Horas', tipo: 'barras', modo: 'agrupado', unidade: 'Horas',
      ariaLabel: 'Gráfico de barras: banco de horas (créditos e débitos) por competência, em horas',
      chaves: [{ key: 'bancoMais', label: 'Banco Mais', cor: VERDE }, { key: 'bancoMenos', label: 'Banco Menos', cor: VERMELHO }],
      linhas: d.bancoHoras.map((p) => ({ categoria: p.competencia, bancoMais: horas(p.bancoMais), bancoMenos: horas(p.bancoMenos) })),
      tabela: { colunas: ['Competência', 'Banco Mais', 'Banco Menos'], linhas: d.bancoHoras.map((p) => [p.competencia, p.bancoMais, p.bancoMenos]) },
    },
    {
      id: 'faltas', titulo: 'Faltas por Competência', tipo: 'barras', modo: 'agrupado', unidade: 'Faltas',
      ariaLabel: 'Gráfico de barras: quantidade de faltas por competência',
      chaves: [{ key: 'qtdeFaltas', label: 'Faltas', cor: LARANJA }],
      linhas: d.faltas.map((p) => ({ categoria: p.competencia, qtdeFaltas: p.qtdeFaltas })),
      tabela: { colunas: ['Competência', 'Faltas'], linhas: d.faltas.map((p) => [p.competencia, String(p.qtdeFaltas)]) },
    },
    {
      id: 'absenteismo', titulo: 'Absenteísmo', tipo: 'barras', modo: 'agrupado', unidade: '%',
      ariaLabel: 'Gráfico de barras: percentual de absenteísmo por competência',
      chaves: [{ key: 'percentualAbsenteismo', label: 'Absenteísmo (%)', cor: AZUL }],
      linhas: d.absenteismo.map((p) => ({ categoria: p.competencia, percentualAbsenteismo: p.percentualAbsenteismo, compare: p.compare ? 1 : 0 })),
      corDaLinha: (linha) => corAbsenteismo(linha.compare === 1),
      legenda: LEGENDA_ABSENTEISMO,
      tabela: {
        colunas: ['Competência', 'Absenteísmo', 'Comparação'],
        linhas: d.absenteismo.map((p) => [p.competencia, percentual(p.percentualAbsenteismo), p.compare ? EM_ALTA : '-']),
      },
    },
    {
      id: 'resumoHoras', titulo: 'Resumo de Horas', tipo: 'linhas', modo: 'agrupado', unidade: 'Horas',
      ariaLabel: 'Gráfico de linhas: horas trabalhadas, horas extras e faltas por competência, em horas',
      chaves: [
        { key: 'horasTrabalhadas', label: 'Horas Trabalhadas', cor: AZUL },
        { key: 'horasExtras', label: 'Horas Extras', cor: LARANJA },
        { key: 'faltas', label: 'Faltas', cor: VERMELHO },
      ],
      linhas: d.resumoHoras.map((p) => ({
        categoria: p.competencia, horasTrabalhadas: horas(p.horasTrabalhadas), horasExtras: horas(p.horasExtras), faltas: horas(p.faltas),
      })),
      tabela: {
        colunas: ['Competência', 'Horas Trabalhadas', 'Horas Extras', 'Faltas'],
        linhas: d.resumoHoras.map((p) => [p.competencia, p.horasTrabalhadas, p.horasExtras, p.faltas]),
      },
    },
    {
      id: 'motivos', titulo: 'Motivos', tipo: 'barras-horizontais', modo: 'agrupado', unidade: 'Quantidade',
      ariaLabel: 'Gráfico de barras: quantidade de ocorrências por motivo',
      chaves: [{ key: 'qtdeMotivo', label: 'Quantidade', cor: CINZA }],
      // The most used on top: horizontal bars are drawn from the bottom.
      linhas: [...d.motivos].reverse().map((p) => ({ categoria: p.descricaoMotivo, qtdeMotivo: p.qtdeMotivo })),
      tabela: { colunas: ['Motivo', 'Quantidade'], linhas: d.motivos.map((p) => [p.descricaoMotivo, String(p.qtdeMotivo)]) },
    },
    {
      id: 'cartaoPontoDigital', titulo: 'Cartão Ponto Digital', tipo: 'barras', modo: 'empilhado', unidade: 'Cartões',
      ariaLabel: 'Gráfico de barras empilhadas: cartões aguardando aceite e aceitos por competência',
      chaves: [
        { key: 'qtdeAguardandoAceite', label: 'Aguardando Aceite', cor: LARANJA },
        { key: 'qtdeAceite', label: 'Aceitos', cor: VERDE },
      ],
      linhas: d.cartaoPontoDigital.map((p) => ({ categoria: p.competencia, qtdeAguardandoAceite: p.qtdeAguardandoAceite, qtdeAceite: p.qtdeAceite })),
      tabela: {
        colunas: ['Competência', 'Aguardando Aceite', 'Aceitos'],
        linhas: d.cartaoPontoDigital.map((p) => [p.competencia, String(p.qtdeAguardandoAceite), String(p.qtdeAceite)]),
      },
    },
  ]
}

/** A chart has something to draw when some value is not zero. */
export function temDados(serie: SerieDashboard): boolean {
  return serie.linhas.some((linha) => serie.chaves.some((c) => Number(linha[c.key]) !== 0))
}
