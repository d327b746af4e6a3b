import { formatCnpj, formatCpf, formatPis } from '@/shared/lib/identifiers'
import type { Competencia, Db, Funcionario, Vigencia } from '../db/index'
import { vigente } from '../db/queries'
import { withinVigencia } from '../db/lib/dates'
import type { EngineSettings } from '../engine/index'
import { regraNoturna } from '../timecard/mes'
import { dataBr, dataHoraBr, diaMes, formatCeiCaepfCno, mesAno } from './formato'
import { horarioContratual } from './horario-contratual'
import type { CartaoPontoJson } from './cartao-json'
import { campoAtivo, diaResumo, totaisDoPeriodo } from './espelho-dias'

export type Campo = [label: string, valor: string]

/** One employee's time card over a period, ready to print: every string the PDF shows. */
export interface EspelhoSecao {
  titulo: string
  subtitulo: string
  /** Header rows of label/value fields. */
  cabecalho: Campo[][]
  /** Contractual schedules in force in the period. */
  horarios: string[]
  colunas: string[]
  dias: string[][]
  totais: Campo[]
  observacao: string | null
  legenda: string
  declaracao: string
  assinaturas: [string, string]
  /** Whose espelho and which month, for the footer of each of its pages ('Fernanda Funcionária - 11/2026'). */
  rodape?: string
}

export interface EspelhoEntrada {
  funcionario: Funcionario
  competencia: Competencia
  cartao: CartaoPontoJson
  titulo: string
  emissor: string
  emitidoEm: Date
  /** Days printed; the whole competence when absent. */
  periodo?: { inicio: string; fim: string }
}

export const COLUNAS = [
  'Dia', 'Marcações registradas', 'Marcações tratadas', 'Horário', 'Trabalhadas', 'Noturnas*', 'Extras', 'Faltas',
  'Atrasos', 'Saídas antec.', 'Ocorrências e tratamentos',
]

/** The legend, with the employee's night rule: its window and whether the hour is reduced (rural work: not). */
export function legendaDoEspelho(noturno: Pick<EngineSettings['noturno'], 'inicio' | 'fim' | 'horaReduzida'>): string {
  const contagem = noturno.horaReduzida
    ? 'contadas com a hora noturna reduzida de 52min30s (CLT art. 73)'
    : 'contadas em horas de relógio, sem a hora noturna reduzida (regra noturna da empresa)'
  return 'Legenda: D = marcação desconsiderada; I = marcação incluída; P = marcação pré-assinalada; '
    + `* horas noturnas (${noturno.inicio} às ${noturno.fim}) ${contagem}.`
}

export const DECLARACAO = 'Reconheço a exatidão das marcações e das horas apuradas neste documento.'

function refNaData<L extends Vigencia>(links: L[], data: string): L | undefined {
  return vigente(links, data) ?? [...links].sort((a, b) => b.inicio.localeCompare(a.inicio))[0]
}

function cabecalho(db: Db, e: EspelhoEntrada, inicio: string, fim: string): Campo[][] {
  const f = e.funcionario
  const empresa = db.empresas.find((x) => x.id === f.empresaId)
  const referencia = f.demissao && f.demissao < fim ? f.demissao : fim
  const cargo = db.cargos.find((c) => c.id === refNaData(f.cargos, referencia)?.cargoId)
  const departamento = db.departamentos.find((d) => d.id === refNaData(f.departamentos, referencia)?.departamentoId)
  const local = db.locaisTrabalho.find((l) => l.id === refNaData(f.locaisTrabalho, referencia)?.localTrabalhoId)
  const nome = f.nomeSocial && f.nomeSocial !== f.nome ? `${f.nome} (nome social: ${f.nomeSocial})` : f.nome
  return [
    [['Empregador', empresa?.nome ?? '-'], ['CNPJ', empresa ? formatCnpj(empresa.cnpj) : '-'],
      ['CEI/CAEPF/CNO', empresa?.cei ? formatCeiCaepfCno(empresa.cei) : 'Não possui'], ['Local de trabalho', local?.descricao ?? '-']],
    [['Empregado', nome], ['CPF', formatCpf(f.cpf)], ['PIS', f.pis ? formatPis(f.pis) : '-'], ['Matrícula', f.matricula ?? '-']],
    [['Admissão', dataBr(f.admissao)], ['Demissão', f.demissao ? dataBr(f.demissao) : '-'], ['Cargo', cargo?.descricao ?? '-'],
      ['Departamento', departamento?.descricao ?? '-']],
    [['Período', `${dataBr(inicio)} a ${dataBr(fim)}`], ['Competência', mesAno(e.competencia.ano, e.competencia.mes)],
      ['Emissão', dataHoraBr(e.emitidoEm)], ['Emissor', e.emissor]],
  ]
}

function horariosDoPeriodo(db: Db, f: Funcionario, inicio: string, fim: string): string[] {
  const quadros = f.quadrosHorario
    .filter((q) => q.inicio <= fim && (q.fim === null || q.fim >= inicio))
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
  if (quadros.length === 0) return ['Sem quadro de horário no período']
  return quadros.flatMap((q) => {
    const horario = db.horarios.find((h) => h.id === q.horarioId)
    if (!horario) return []
    const vigencia = q.fim ? `de ${dataBr(q.inicio)} a ${dataBr(q.fim)}` : `desde ${dataBr(q.inicio)}`
    return [`${horarioContratual(horario)} (vigente ${vigencia})`]
  })
}

/** Espelho do ponto (Portaria MTP 671/2021 art. 84) of one employee and competence, limited to the period. */
export function espelhoSecao(db: Db, e: EspelhoEntrada): EspelhoSecao {
  const c = e.competencia
  const inicio = e.periodo && e.periodo.inicio > c.inicio ? e.periodo.inicio : c.inicio
  const fim = e.periodo && e.periodo.fim < c.fim ? e.periodo.fim : c.fim
  const manutencao = e.cartao.manutencaoDTO
  const registros = Object.entries(manutencao.registros)
    .filter(([data]) => withinVigencia(data, inicio, fim))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, dia]) => dia.registro)
  const inteiro = inicio === c.inicio && fim === c.fim
  const empresa = db.empresas.find((x) => x.id === e.funcionario.empresaId)
  const dsr = campoAtivo(e.cartao, 'descontoDSR')
  return {
    titulo: e.titulo,
    subtitulo: `${diaMes(inicio)} a ${diaMes(fim)} - Portaria MTP nº 671/2021, art. 84`,
    cabecalho: cabecalho(db, e, inicio, fim),
    horarios: horariosDoPeriodo(db, e.funcionario, inicio, fim),
    colunas: COLUNAS,
    dias: registros.map((r) => diaResumo(r, dsr)),
    totais: totaisDoPeriodo(e.cartao, registros, inteiro),
    observacao: e.cartao.observacao ?? null,
    legenda: legendaDoEspelho(regraNoturna(db, e.funcionario.empresaId)),
    declaracao: DECLARACAO,
    assinaturas: [`Empregado: ${e.funcionario.nome}`, `Empregador: ${empresa?.nome ?? '-'}`],
    rodape: `${e.funcionario.nome} - ${mesAno(c.ano, c.mes)}`,
  }
}
