import { hoje } from '../../db/queries'
import type { Competencia, Db, Funcionario } from '../../db/index'
import { formatMinutes } from '../../engine/index'
import { contexto } from '../../timecard/contexto'
import { ensureMes } from '../../timecard/index'
import { carregarLinhas } from '../../timecard/linhas'
import { calcularMes } from '../../timecard/mes'

/** How many competences the dashboard covers: today's and the five before it. */
export const COMPETENCIAS_DASHBOARD = 6
/** How many reasons the reasons series lists (the most used). */
export const MOTIVOS_DASHBOARD = 10

export interface SerieBancoHoras { competencia: string; bancoMais: string; bancoMenos: string }
export interface SerieFaltas { competencia: string; qtdeFaltas: number }
/** `compare`: the percentage rose against the previous competence (shown red; blue otherwise). */
export interface SerieAbsenteismo { competencia: string; percentualAbsenteismo: number; compare: boolean }
export interface SerieResumoHoras { competencia: string; horasExtras: string; faltas: string; horasTrabalhadas: string }
export interface SerieMotivo { descricaoMotivo: string; qtdeMotivo: number }
export interface SerieCartaoDigital { competencia: string; qtdeAguardandoAceite: number; qtdeAceite: number }

/** The body of GET /api/dashboard/indicadores: every series of doc2 §3 (DASH-002..008). Hours as 'HH:MM' strings. */
export interface Indicadores {
  competencias: string[]
  bancoHoras: SerieBancoHoras[]
  faltas: SerieFaltas[]
  absenteismo: SerieAbsenteismo[]
  resumoHoras: SerieResumoHoras[]
  motivos: SerieMotivo[]
  cartaoPontoDigital: SerieCartaoDigital[]
}

interface Totais {
  bancoMais: number
  bancoMenos: number
  diasFalta: number
  falta: number
  /** Scheduled workload of the days before today (the day in progress has no absence yet). */
  carga: number
  horasExtras: number
  horas: number
}

const zero = (): Totais => ({ bancoMais: 0, bancoMenos: 0, diasFalta: 0, falta: 0, carga: 0, horasExtras: 0, horas: 0 })

/** The competences of the dashboard, oldest first: those begun by today, the last six. */
export function competenciasDoDashboard(db: Db, quantidade = COMPETENCIAS_DASHBOARD): Competencia[] {
  const data = hoje(db)
  return [...db.competencias]
    .filter((c) => c.inicio <= data)
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
    .slice(-quantidade)
}

function noPeriodo(f: Funcionario, c: Competencia): boolean {
  return f.controlaPonto && f.admissao <= c.fim && (f.demissao === null || f.demissao >= c.inicio)
}

function percentual(parte: number, todo: number): number {
  return todo > 0 ? Math.round((parte / todo) * 10_000) / 100 : 0
}

/**
 * Every dashboard series over the visible employees, from the same rows and engine as their time cards
 * (each employee-month calculated once per call; the hour-bank figures are the month's credits and debits,
 * which do not depend on the opening balance).
 */
export function calcularIndicadores(db: Db, visivel: (f: Funcionario) => boolean): Indicadores {
  const competencias = competenciasDoDashboard(db)
  const data = hoje(db)
  const totais = new Map(competencias.map((c) => [c.id, zero()]))
  const registrosDoPeriodo = new Set<number>()
  const funcionarios = db.funcionarios.filter(visivel)
  for (const f of funcionarios) {
    const meses = competencias.filter((c) => noPeriodo(f, c))
    if (meses.length === 0) continue
    for (const c of meses) ensureMes(db, f.id, c.id)
    const ctx = contexto(db, f)
    const linhas = carregarLinhas(db, f.id, new Set(meses.map((c) => c.id)))
    for (const c of meses) {
      const doMes = linhas.get(c.id)
      for (const r of doMes?.registros.values() ?? []) registrosDoPeriodo.add(r.id)
      const { resultado } = calcularMes(ctx, c, doMes, { saldoBancoInicial: 0 })
      const t = totais.get(c.id) ?? zero()
      t.bancoMais += resultado.totalSaldoBancoMais
      t.bancoMenos += resultado.totalSaldoBancoMenos
      t.diasFalta += resultado.totalDiasFalta
      t.falta += resultado.totalFalta
      t.horasExtras += resultado.totalHoraExtraGeral
      t.horas += resultado.totalHoras
      for (const dia of resultado.dias) if (dia.data < data) t.carga += dia.cargaHoraria
    }
  }
  const rotulo = (c: Competencia) => c.descricaoCurta
  const de = (c: Competencia) => totais.get(c.id) ?? zero()
  const absenteismo: SerieAbsenteismo[] = []
  competencias.forEach((c, i) => {
    const valor = percentual(de(c).falta, de(c).carga)
    const anterior = absenteismo[i - 1]
    absenteismo.push({ competencia: rotulo(c), percentualAbsenteismo: valor, compare: anterior !== undefined && valor > anterior.percentualAbsenteismo })
  })
  const visiveis = new Set(funcionarios.map((f) => f.id))
  return {
    competencias: competencias.map(rotulo),
    bancoHoras: competencias.map((c) => ({ competencia: rotulo(c), bancoMais: formatMinutes(de(c).bancoMais), bancoMenos: formatMinutes(de(c).bancoMenos) })),
    faltas: competencias.map((c) => ({ competencia: rotulo(c), qtdeFaltas: de(c).diasFalta })),
    absenteismo,
    resumoHoras: competencias.map((c) => ({
      competencia: rotulo(c),
      horasExtras: formatMinutes(de(c).horasExtras),
      faltas: formatMinutes(de(c).falta),
      horasTrabalhadas: formatMinutes(de(c).horas),
    })),
    motivos: motivosDoPeriodo(db, registrosDoPeriodo),
    cartaoPontoDigital: competencias.map((c) => {
      const aceites = db.aceites.filter((a) => a.competenciaId === c.id && visiveis.has(a.funcionarioId))
      return {
        competencia: rotulo(c),
        qtdeAguardandoAceite: aceites.filter((a) => a.situacao === 'PENDENTE').length,
        qtdeAceite: aceites.filter((a) => a.situacao === 'ACEITO').length,
      }
    }),
  }
}

/** The reasons given in the period (justifications and handled punches), the most used first. */
function motivosDoPeriodo(db: Db, registros: ReadonlySet<number>): SerieMotivo[] {
  const contagem = new Map<number, number>()
  const contar = (motivoId: number | null) => {
    if (motivoId !== null) contagem.set(motivoId, (contagem.get(motivoId) ?? 0) + 1)
  }
  for (const t of db.tratamentos) if (registros.has(t.registroId)) contar(t.motivoId)
  for (const m of db.marcacoes) if (registros.has(m.registroId)) contar(m.motivoId)
  return [...contagem]
    .flatMap(([id, qtdeMotivo]) => {
      const motivo = db.motivos.find((m) => m.id === id)
      return motivo ? [{ descricaoMotivo: motivo.descricao, qtdeMotivo }] : []
    })
    .sort((a, b) => b.qtdeMotivo - a.qtdeMotivo || a.descricaoMotivo.localeCompare(b.descricaoMotivo, 'pt-BR'))
    .slice(0, MOTIVOS_DASHBOARD)
}
