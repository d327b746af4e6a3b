import {
  calculateMonth, DEFAULT_SETTINGS, parseHora,
  type DayInput, type EngineSettings, type MonthOpening, type MonthResult, type Punch, type Treatment,
} from '../engine/index'
import type { BancoCompensacao, Competencia, IsoDate, Marcacao, Registro, Tratamento } from '../db/index'
import { addDays, eachDay, overlaps } from './calendar'
import { contextoDoMes, diaDoFuncionario, facultativoDoDia, feriadoDoDia, foraDoControle, movimentoDoDia, type Contexto } from './contexto'
import type { LinhasMes } from './linhas'
import { toScheduleDay, type DiaHorario } from './schedule'

/** Weekday overtime beyond this many minutes goes to the company's custom band (horaExtraCustomLabel). */
export const HORA_EXTRA_CUSTOM_A_PARTIR = 240

export interface DiaCalculado {
  data: IsoDate
  registro: Registro | undefined
  horario: DiaHorario | undefined
  marcacoes: Marcacao[]
  tratamentos: Tratamento[]
  input: DayInput
  descricaoOcorrencia: string | null
}

export interface MesCalculado {
  competencia: Competencia
  dias: DiaCalculado[]
  resultado: MonthResult
  settings: EngineSettings
  /** The day in progress when the competence is today's (or a future one). */
  hoje: IsoDate | undefined
}

export function vinculadoNoMes<T extends { inicio: IsoDate; fim: IsoDate | null }>(links: T[], c: Competencia): T | undefined {
  return [...links].reverse().find((l) => overlaps(l.inicio, l.fim, c.inicio, c.fim))
}

/** The compensation bank of the month, if the employee is linked to one. */
export function bancoCompensacaoDoMes(ctx: Contexto, c: Competencia): BancoCompensacao | undefined {
  const link = vinculadoNoMes(ctx.funcionario.bancosCompensacao, c)
  return link && ctx.db.bancosCompensacao.find((b) => b.id === link.bancoCompensacaoId)
}

export function bancoHorasDoMes(ctx: Contexto, c: Competencia) {
  const link = vinculadoNoMes(ctx.funcionario.bancosHoras, c)
  return link && ctx.db.bancosHoras.find((b) => b.id === link.bancoHorasId)
}

/**
 * The night premium rule the engine applies to an employee (domain.md rule 3, docs/decisions.md): the rule of the
 * employee's company, else the rule of every company (no company), else the first; the lowest id when several.
 */
export function regraNoturna(db: Contexto['db'], empresaId: number): EngineSettings['noturno'] {
  const regras = [...db.adicionaisNoturnos].sort((a, b) => a.id - b.id)
  const regra = regras.find((r) => r.empresaId === empresaId) ?? regras.find((r) => r.empresaId === null) ?? regras[0]
  if (!regra) return DEFAULT_SETTINGS.noturno
  return { ...DEFAULT_SETTINGS.noturno, inicio: regra.inicio, fim: regra.fim, horaReduzida: regra.reducaoHoraNoturna, percentual: regra.percentual }
}

export function settingsDoMes(ctx: Contexto, c: Competencia): EngineSettings {
  const { db, funcionario } = ctx
  const bancoHoras = bancoHorasDoMes(ctx, c) !== undefined
  const compensacao = bancoCompensacaoDoMes(ctx, c)
  const label = db.config.horaExtraCustomLabel
  return {
    ...DEFAULT_SETTINGS,
    noturno: regraNoturna(db, funcionario.empresaId),
    utilizaHoraExtraIntervalo: db.config.utilizaHoraExtraIntervalo,
    bancoHoras,
    bancoCompensacao: !bancoHoras && compensacao !== undefined && !compensacao.apenasLancamentoManual,
    permiteHoraExtra: funcionario.permiteHoraExtra,
    ...(label ? { horaExtraCustom: { label, aPartirDeMinutos: HORA_EXTRA_CUSTOM_A_PARTIR } } : {}),
  }
}

function minutos(horas: string | null): number | undefined {
  if (!horas) return undefined
  try {
    return parseHora(horas)
  } catch {
    return undefined
  }
}

export function punch(m: Marcacao): Punch {
  const p: Punch = { id: m.id, hora: m.hora, data: m.data, tipoMarcacao: m.tipoMarcacao, desconsiderada: m.desconsiderada }
  if (m.motivoId !== null) p.motivoId = m.motivoId
  if (m.posicaoManual === true) p.posicao = m.sequencia
  return p
}

function treatment(t: Tratamento): Treatment {
  const out: Treatment = { id: t.id, tipo: t.tipoJustificativa, ocorrencia: t.ocorrencia, motivoId: t.motivoId }
  const m = minutos(t.horas)
  if (m !== undefined) out.minutos = m
  if (t.bancoDiasId !== null) out.bancoDiasId = t.bancoDiasId
  return out
}

function diaCalculado(ctx: Contexto, data: IsoDate, linhas: LinhasMes | undefined): DiaCalculado {
  const registro = linhas?.registros.get(data)
  const marcacoes = registro ? (linhas?.marcacoes.get(registro.id) ?? []) : []
  const tratamentos = registro ? (linhas?.tratamentos.get(registro.id) ?? []) : []
  const fora = foraDoControle(ctx, data)
  const movimento = movimentoDoDia(ctx, data)
  const feriado = feriadoDoDia(ctx, data)
  const horario = fora ? undefined : diaDoFuncionario(ctx, data, registro)
  const schedule = horario ? toScheduleDay(horario, registro) : null
  const input: DayInput = {
    date: data,
    schedule,
    punches: marcacoes.map(punch),
    treatments: tratamentos.map(treatment),
    holiday: feriado ? { descricao: feriado.descricao } : null,
    especial: registro?.horarioEspecial === true,
  }
  const hrMovement = (movimento ? { tipo: movimento.tipo, descricao: movimento.tipoMovimentacaoDescricao } : undefined) ?? fora ?? undefined
  if (hrMovement) input.hrMovement = hrMovement
  const facultativo = facultativoDoDia(ctx, data)
  const descricaoOcorrencia = hrMovement?.descricao ?? feriado?.descricao
    ?? (facultativo ? `Ponto facultativo: ${facultativo.descricao}` : null)
    ?? (schedule?.descanso ? 'Descanso' : schedule?.folga ? 'Folga' : null)
  return { data, registro, horario, marcacoes, tratamentos, input, descricaoOcorrencia }
}

/** The last exit of a day's rows (carregarLinhas' DIA_ANTERIOR): art. 66's rest before a competence counts from it. */
export function ultimaSaida(linhas: LinhasMes | undefined): Punch | undefined {
  const validas = [...(linhas?.marcacoes.values() ?? [])].flat().filter((m) => !m.desconsiderada).map(punch)
  validas.sort((a, b) => (a.data + a.hora).localeCompare(b.data + b.hora))
  return validas.length % 2 === 0 ? validas[validas.length - 1] : undefined
}

/** What the engine needs of the date a night shift ends on (cem-porcento.ts): a holiday, a rest day or neither. */
function diaSeguinte(d: DiaCalculado | undefined): NonNullable<DayInput['diaSeguinte']> {
  return { holiday: d?.input.holiday ?? null, descanso: d?.input.schedule?.descanso === true }
}

/** Runs the engine over an employee's competence. */
export function calcularMes(ctxAtual: Contexto, c: Competencia, linhas: LinhasMes | undefined, opening: Omit<MonthOpening, 'hoje'>): MesCalculado {
  const ctx = contextoDoMes(ctxAtual, c)
  const datas = eachDay(c.inicio, c.fim)
  const dias = datas.map((data) => diaCalculado(ctx, data, linhas))
  const depois = datas.length > 0 ? diaCalculado(ctx, addDays(c.fim, 1), undefined) : undefined
  dias.forEach((d, i) => {
    d.input.diaSeguinte = diaSeguinte(dias[i + 1] ?? depois)
  })
  const settings = settingsDoMes(ctx, c)
  const hoje = c.fim >= ctx.hoje ? ctx.hoje : undefined
  const resultado = calculateMonth(dias.map((d) => d.input), settings, hoje === undefined ? opening : { ...opening, hoje })
  return { competencia: c, dias, resultado, settings, hoje }
}
