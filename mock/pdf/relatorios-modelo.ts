import { setImmediate as proximaVolta } from 'node:timers/promises'
import { atualOuUltimo, hoje } from '../db/queries'
import type { Competencia, Db, Funcionario, Vigencia } from '../db/index'
import { sortBy } from '../http/spring'
import { buildCartaoPonto } from '../timecard/build'
import type { RegistroDiaJson } from './cartao-json'
import { dataBr, dataHoraBr, mesAno } from './formato'
import type { TabelaRelatorio } from './tabela-pdf'

/** The reports of /relatorios, computed from the same time cards the screen shows (buildCartaoPonto). */

export const TIPOS_RELATORIO = {
  'resumo-horas': 'Resumo de Horas por Funcionário',
  ocorrencias: 'Faltas, Atrasos e Saídas Antecipadas',
} as const
export type TipoRelatorio = keyof typeof TIPOS_RELATORIO

export const ORDENS_RELATORIO = ['departamento', 'nome', 'matricula'] as const
export type OrdemRelatorio = (typeof ORDENS_RELATORIO)[number]

/** The report parameters (BATCH-014..017); absent ones take the spec's defaults. */
export interface ParametrosRelatorio {
  competencia: Competencia
  ordemRelatorio: OrdemRelatorio
  /** 'true', 'false' or 'todos'. */
  ativo: string
  controlaPonto: string
  listarAtrasosSaidaAntecipada: boolean
  formato: 'pdf' | 'csv'
  departamentoId: number | null
  /** Only the employees in this position at the competence's end (null: any). */
  cargoId: number | null
  /** Only the employees at this work place at the competence's end (null: any). */
  localTrabalhoId: number | null
}

export const PARAMETROS_PADRAO = {
  ordemRelatorio: 'departamento',
  ativo: 'true',
  controlaPonto: 'true',
  listarAtrasosSaidaAntecipada: true,
  formato: 'pdf',
} as const

const SEM_DEPARTAMENTO = 'Sem departamento'

interface Linha {
  funcionario: Funcionario
  departamento: string
}

function flag(valor: string, atual: boolean): boolean {
  return valor !== 'true' && valor !== 'false' ? true : atual === (valor === 'true')
}

/**
 * The employee had a card in the competence (admitted by its end, not dismissed before its start: as the closing and the
 * espelhos) and is in the situation asked, taken in the competence: 'true' (Ativos) is whoever worked in it, also someone
 * dismissed during it (the closing and the payroll count them); 'false' (Demitidos) whoever was dismissed by its end.
 * Before, the situation was today's: the default report of a closed month left out who left during it, and its totals
 * fell short of the closing's; 'todos' listed rows of zeros for people dismissed before the month.
 */
function situacaoNa(p: ParametrosRelatorio, f: Funcionario): boolean {
  const { inicio, fim } = p.competencia
  if (f.admissao > fim || (f.demissao !== null && f.demissao < inicio)) return false
  if (p.ativo === 'true') return f.demissao !== null || f.ativo
  if (p.ativo === 'false') return f.demissao !== null ? f.demissao <= fim : !f.ativo
  return true
}

/** Whether the employee's link valid at `referencia` (else the latest) is to `id`; any when `id` is null. */
function vinculadoEm<T extends Vigencia>(links: T[], referencia: string, id: number | null, idDe: (link: T) => number): boolean {
  if (id === null) return true
  const link = atualOuUltimo(links, referencia)
  return link !== undefined && idDe(link) === id
}

/**
 * The employees of the report, with their department at the end of the competence (and in the asked department,
 * position and work place then), in the asked order.
 */
export function funcionariosDoRelatorio(db: Db, p: ParametrosRelatorio, visivel: (f: Funcionario) => boolean): Linha[] {
  const referencia = p.competencia.fim < hoje(db) ? p.competencia.fim : hoje(db)
  const linhas = db.funcionarios
    .filter((f) => visivel(f) && situacaoNa(p, f) && flag(p.controlaPonto, f.controlaPonto))
    .filter((f) => vinculadoEm(f.cargos, referencia, p.cargoId, (l) => l.cargoId))
    .filter((f) => vinculadoEm(f.locaisTrabalho, referencia, p.localTrabalhoId, (l) => l.localTrabalhoId))
    .map((f) => {
      const link = atualOuUltimo(f.departamentos, referencia)
      return { funcionario: f, departamentoId: link?.departamentoId ?? null, departamento: db.departamentos.find((d) => d.id === link?.departamentoId)?.descricao ?? SEM_DEPARTAMENTO }
    })
    .filter((l) => p.departamentoId === null || l.departamentoId === p.departamentoId)
  const porNome = [{ property: 'funcionario.nome', direction: 'asc' as const }, { property: 'funcionario.matricula', direction: 'asc' as const }]
  if (p.ordemRelatorio === 'matricula') return sortBy(linhas, [{ property: 'funcionario.matricula', direction: 'asc' }, ...porNome])
  if (p.ordemRelatorio === 'nome') return sortBy(linhas, porNome)
  return sortBy(linhas, [{ property: 'departamento', direction: 'asc' }, ...porNome])
}

const total = (valor: string | null | undefined) => valor || '00:00'

function ocorrencias(r: RegistroDiaJson): string {
  return [r.descricaoOcorrencia, ...r.tratamentos.map((t) => t.motivo.descricao)]
    .filter((x): x is string => typeof x === 'string' && x !== '')
    .join('; ')
}

/** Rows grouped by department when ordered by it (one heading each), else one group. */
function agrupar(p: ParametrosRelatorio, linhas: Linha[], linhasDe: (l: Linha) => string[][]): TabelaRelatorio['grupos'] {
  if (p.ordemRelatorio !== 'departamento') return [{ titulo: null, linhas: linhas.flatMap(linhasDe) }]
  const grupos: TabelaRelatorio['grupos'] = []
  for (const l of linhas) {
    const atual = grupos.at(-1)
    const grupo = atual && atual.titulo === l.departamento ? atual : { titulo: l.departamento, linhas: [] }
    if (grupo !== atual) grupos.push(grupo)
    grupo.linhas.push(...linhasDe(l))
  }
  return grupos
}

function filtrosTexto(p: ParametrosRelatorio): string {
  const tri = (valor: string, sim: string, nao: string) => (valor === 'true' ? sim : valor === 'false' ? nao : 'Todos')
  return `${tri(p.ativo, 'Ativos', 'Demitidos')}; ${tri(p.controlaPonto, 'Controlam ponto', 'Não controlam ponto')}`
}

type CartaoDoMes = ReturnType<typeof buildCartaoPonto>['manutencaoDTO']

/** Employees whose cards are built between two turns of the event loop: a city's report no longer holds the server. */
export const FATIA_RELATORIO = 5

/**
 * The report's cards, built FATIA_RELATORIO employees at a time, each slice on a later turn of the event loop, so that
 * other users' calls are answered while a large report is being built.
 */
export async function cartoesDoRelatorio(db: Db, p: ParametrosRelatorio, visivel: (f: Funcionario) => boolean): Promise<Map<number, CartaoDoMes>> {
  const cartoes = new Map<number, CartaoDoMes>()
  const linhas = funcionariosDoRelatorio(db, p, visivel)
  for (let i = 0; i < linhas.length; i += FATIA_RELATORIO) {
    await proximaVolta()
    for (const { funcionario } of linhas.slice(i, i + FATIA_RELATORIO)) {
      cartoes.set(funcionario.id, buildCartaoPonto(db, funcionario.id, p.competencia.id).manutencaoDTO)
    }
  }
  return cartoes
}

/** A report as a table, ready for the PDF and CSV writers; `cartoes`: the cards built beforehand (cartoesDoRelatorio). */
export function tabelaRelatorio(
  db: Db,
  tipo: TipoRelatorio,
  p: ParametrosRelatorio,
  contexto: { visivel: (f: Funcionario) => boolean; emissor: string; emitidoEm: Date; cartoes?: ReadonlyMap<number, CartaoDoMes> },
): TabelaRelatorio {
  const linhas = funcionariosDoRelatorio(db, p, contexto.visivel)
  const porDepartamento = p.ordemRelatorio === 'departamento'
  const atrasos = p.listarAtrasosSaidaAntecipada
  const pessoa = (l: Linha) => [l.funcionario.matricula ?? '', l.funcionario.nome, ...(porDepartamento ? [] : [l.departamento])]
  const colunasPessoa = [
    { titulo: 'Matrícula', largura: 50 },
    // Narrower since 'Desconto DSR', so that every title of the hours summary fits the page.
    { titulo: 'Funcionário', largura: 114 },
    ...(porDepartamento ? [] : [{ titulo: 'Departamento', largura: 120 }]),
  ]
  const cartao = (l: Linha) => contexto.cartoes?.get(l.funcionario.id) ?? buildCartaoPonto(db, l.funcionario.id, p.competencia.id).manutencaoDTO
  const base = {
    titulo: TIPOS_RELATORIO[tipo],
    subtitulo: `Competência ${mesAno(p.competencia.ano, p.competencia.mes)} (${dataBr(p.competencia.inicio)} a ${dataBr(p.competencia.fim)})`,
    cabecalho: [
      ['Ordem', p.ordemRelatorio === 'departamento' ? 'Departamento' : p.ordemRelatorio === 'nome' ? 'Nome' : 'Matrícula'],
      ['Funcionários', filtrosTexto(p)],
      ['Emissão', dataHoraBr(contexto.emitidoEm)],
      ['Emissor', contexto.emissor],
    ] as [string, string][],
    vazio: 'Nenhum funcionário atende aos parâmetros do relatório.',
  }
  const hora = (titulo: string) => ({ titulo, largura: 48, direita: true, soma: 'horas' as const })
  if (tipo === 'resumo-horas') {
    return {
      ...base,
      colunas: [
        ...colunasPessoa, hora('Trabalhadas'), hora('Extras'), hora('Noturnas'), hora('Faltas'), { titulo: 'Dias de falta', largura: 50, direita: true, soma: 'numero' },
        { titulo: 'Desconto DSR', largura: 56, direita: true, soma: 'horas' }, ...(atrasos ? [hora('Atrasos'), hora('Saídas antec.')] : []), hora('Saldo'),
      ],
      grupos: agrupar(p, linhas, (l) => {
        const m = cartao(l)
        return [[
          ...pessoa(l), total(m.totalHoras), total(m.totalHoraExtraGeral), total(m.totalAdicionalNoturno), total(m.totalFalta),
          String(m.totalDiasFalta ?? 0), total(m.totalDescontoDSR), ...(atrasos ? [total(m.totalAtraso), total(m.totalSaidaAntecipada)] : []),
          total(m.totalHorasGeral),
        ]]
      }),
    }
  }
  const ate = hoje(db)
  return {
    ...base,
    colunas: [
      ...colunasPessoa, { titulo: 'Data', largura: 70 }, hora('Falta'), ...(atrasos ? [hora('Atraso'), hora('Saída antec.')] : []),
      { titulo: 'Ocorrências e tratamentos', largura: 180 },
    ],
    grupos: agrupar(p, linhas, (l) =>
      Object.values(cartao(l).registros)
        .map((d) => d.registro)
        .filter((r) => r.data < ate && (r.falta !== '' || (atrasos && (r.atraso !== '' || r.saidaAntecipada !== ''))))
        .sort((a, b) => a.data.localeCompare(b.data))
        .map((r) => [
          ...pessoa(l), `${dataBr(r.data)} ${r.diaSemanaAbreviado}`, r.falta, ...(atrasos ? [r.atraso, r.saidaAntecipada] : []), ocorrencias(r),
        ]),
    ),
  }
}
