import type { RegistroDia } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import type { Competencia, Db, Funcionario, IsoDate } from '../db/index'
import type { DayInput, DayResult, EngineSettings, MonthTotals, Punch } from '../engine/types'
import { addDays } from '../timecard/calendar'
import { contexto } from '../timecard/contexto'
import { registroDiaDto, type Catalogo } from '../timecard/dto'
import { ensureMes } from '../timecard/index'
import { carregarLinhas, type LinhasMes } from '../timecard/linhas'
import { calcularMes, ultimaSaida } from '../timecard/mes'

/**
 * One employee's month as the time card shows it (same rows, engine and day records as GET /api/cartaoponto):
 * what the closing summarises and the fiscal files write.
 */
export interface MesApurado {
  funcionario: Funcionario
  competencia: Competencia
  dias: RegistroDia[]
  totais: MonthTotals
  /** The engine's view of each day of `dias` (same order): its input and result. */
  motor: { input: DayInput; resultado: DayResult }[]
  settings: EngineSettings
  /** The day in progress when the competence is today's. */
  hoje: IsoDate | undefined
}

export function catalogoDe(db: Db): Catalogo {
  return { motivos: new Map(db.motivos.map((m) => [m.id, m])), bancosDias: new Map(db.bancosDias.map((b) => [b.id, b])) }
}

/** The employee keeps a time card in the period: controls time and is employed during part of it. */
export function controlaNoPeriodo(f: Funcionario, inicio: IsoDate, fim: IsoDate): boolean {
  return f.controlaPonto && f.admissao <= fim && (f.demissao === null || f.demissao >= inicio)
}

/** The last exit of a day among the loaded rows (a competence's or carregarLinhas' DIA_ANTERIOR), as the card takes it. */
function ultimaSaidaDoDia(linhas: ReadonlyMap<number, LinhasMes>, data: IsoDate): Punch | undefined {
  for (const doMes of linhas.values()) {
    const registro = doMes.registros.get(data)
    if (!registro) continue
    return ultimaSaida({ registros: new Map([[data, registro]]), marcacoes: new Map([[registro.id, doMes.marcacoes.get(registro.id) ?? []]]), tratamentos: new Map() })
  }
  return undefined
}

/**
 * The employee's months (competences overlapping the period, consecutive), computed by the engine as the card is:
 * art. 66's rest before each month's first day counts from the previous day's last exit, also when that day is in
 * a competence outside the list (generated if it was not yet, so the figure does not depend on what was read first).
 */
export function apurarMeses(db: Db, f: Funcionario, competencias: Competencia[], cat = catalogoDe(db)): MesApurado[] {
  if (competencias.length === 0) return []
  const vespera = addDays(competencias[0]!.inicio, -1)
  const anterior = db.competencias.find((c) => c.inicio <= vespera && c.fim >= vespera)
  for (const c of anterior ? [anterior, ...competencias] : competencias) ensureMes(db, f.id, c.id)
  const ctx = contexto(db, f)
  const linhas = carregarLinhas(db, f.id, new Set(competencias.map((c) => c.id)), vespera)
  return competencias.map((c) => {
    const saidaAnterior = ultimaSaidaDoDia(linhas, addDays(c.inicio, -1))
    const mes = calcularMes(ctx, c, linhas.get(c.id), { saldoBancoInicial: 0, ...(saidaAnterior && { saidaAnterior }) })
    const calculados = mes.dias.flatMap((dia, i) => {
      const resultado = mes.resultado.dias[i]
      return resultado ? [{ dia, resultado }] : []
    })
    return {
      funcionario: f, competencia: c, totais: mes.resultado, settings: mes.settings, hoje: mes.hoje,
      dias: calculados.map(({ dia, resultado }) => registroDiaDto(dia, resultado, cat)),
      motor: calculados.map(({ dia, resultado }) => ({ input: dia.input, resultado })),
    }
  })
}

/** A day the card paints red (TC-093): an error or an inconsistent day, up to `ate`. */
export function diaInconsistente(dia: RegistroDia, ate: IsoDate): boolean {
  return (dia.error || dia.inconsistente) && dia.data <= ate
}
