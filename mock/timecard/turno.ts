import { LIMITE_JORNADA_ABERTA_HORAS, type Competencia, type Db, type Funcionario, type IsoDate, type Registro } from '../db/index'
import { parseHora } from '../engine/index'
import type { IdsCartao } from './acesso'
import { addDays, dayNumber } from './calendar'
import { contexto, diaDoFuncionario, type Contexto } from './contexto'
import { registroDoDia } from './edicao/tratamentos'
import { ensureMes } from './generate'

/** How far before its entry and after its exit a punch still belongs to a scheduled shift. */
export const MARGEM_TURNO_MINUTOS = 240
/**
 * The longest break inside a shift (CLT art. 71, domain.md rule 5): a punch at most this long after the last punch of a
 * shift that is closed for the break resumes that shift; a longer gap is a rest between shifts (rule 13).
 */
export const INTERVALO_MAXIMO_MINUTOS = 120
/**
 * Without a schedule that says otherwise, an open entry closes within this span (domain.md rule 14): the company's
 * setting (/config), 16 h by default.
 */
export function jornadaAbertaMaximaMinutos(db: Db): number {
  return (db.config.limiteJornadaAbertaHoras ?? LIMITE_JORNADA_ABERTA_HORAS) * 60
}

/** A punch already on an employee's day record: its clock date and time. */
export interface MarcacaoDoDia {
  data: IsoDate
  hora: string
}

const instante = (data: IsoDate, hora: string) => dayNumber(data) * 1440 + parseHora(hora)

/** The shift the schedule sets for `data`, as absolute minutes (its end past midnight when it crosses it). */
function janela(ctx: Contexto, data: IsoDate): { inicio: number; fim: number } | null {
  const dia = diaDoFuncionario(ctx, data)
  const slots = dia?.slots ?? []
  const primeiro = slots[0]?.entrada
  const ultimo = slots[slots.length - 1]?.saida
  if (!primeiro || !ultimo) return null
  const inicio = instante(data, primeiro)
  let fim = instante(data, ultimo)
  while (fim <= inicio) fim += 1440
  return { inicio, fim }
}

function dentro(janela: { inicio: number; fim: number } | null, t: number): boolean {
  return janela !== null && janela.inicio - MARGEM_TURNO_MINUTOS <= t && t <= janela.fim + MARGEM_TURNO_MINUTOS
}

/**
 * The day record a punch belongs to (domain.md rule 14): a punch after midnight that closes a shift begun the day
 * before goes to that day. It does when the punch falls in the previous day's scheduled shift (plus a margin): if only
 * there, unless that shift is already closed before it; if in its own day's shift too, when the previous one is still
 * open or the punch fills a gap in it. Whatever the schedule, as long as the punch's own day's shift has not begun: when
 * the previous day has an open entry at most jornadaAbertaMaximaMinutos before the punch, or when its shift is closed
 * for a break, that is its last punch is at most INTERVALO_MAXIMO_MINUTOS before this one (which resumes the shift)
 * and its first at most jornadaAbertaMaximaMinutos before. Otherwise, the punch's clock date. A night shift with a
 * break after midnight thus stays whole on the day it began also on a holiday or a day off, while the entry after a
 * rest starts a day of its own. Same rule for the web clock, AFD imports, requests and batch actions.
 * `marcacoesDe(dia)`: the valid punches already on that day's record.
 */
export function diaDoTurno(
  ctx: Contexto,
  data: IsoDate,
  hora: string,
  marcacoesDe: (dia: IsoDate) => readonly MarcacaoDoDia[],
): IsoDate {
  const anterior = addDays(data, -1)
  const t = instante(data, hora)
  const doAnterior = marcacoesDe(anterior)
  const aberto = doAnterior.length % 2 === 1
  const instantes = doAnterior.map((m) => instante(m.data, m.hora))
  const ultima = instantes.length > 0 ? Math.max(...instantes) : null
  const primeira = instantes.length > 0 ? Math.min(...instantes) : null
  const janelaAnterior = janela(ctx, anterior)
  const janelaPropria = janela(ctx, data)
  const noAnterior = dentro(janelaAnterior, t) && (janelaAnterior?.fim ?? 0) > instante(data, '00:00')
  const noProprio = dentro(janelaPropria, t)
  // A punch before the previous day's last one fills a gap in that shift (a forgotten break, a late request).
  const fechado = doAnterior.length > 0 && !aberto && ultima !== null && t > ultima
  if (noAnterior && (noProprio ? aberto || (ultima !== null && t < ultima) : !fechado)) return anterior
  const propriaComecou = janelaPropria !== null && t >= janelaPropria.inicio - MARGEM_TURNO_MINUTOS
  if (propriaComecou || ultima === null || primeira === null) return data
  const jornadaMaxima = jornadaAbertaMaximaMinutos(ctx.db)
  if (aberto && t - ultima <= jornadaMaxima) return anterior
  // A punch soon after a closed shift's last one ends its break (art. 71: at most 2 h): 22:00 02:00, then 03:00.
  if (fechado && t - ultima <= INTERVALO_MAXIMO_MINUTOS && t - primeira <= jornadaMaxima) return anterior
  return data
}

/**
 * The clock date of a punch a request asks for on `data` at `hora` (rule 14 for requests): the card's day menu asks for
 * the day of the row, where a night shift's exit after midnight is shown. `data` when the punch closes an open shift begun
 * the day before (the date is the clock's); else the next day when `hora` on `data` falls outside the day's scheduled shift
 * but `hora` of the next day falls inside it (the 06:00 exit of a 22:00-06:00 shift asked on its row) or, without a
 * schedule that day, when the day has an open entry later on the clock than `hora` within jornadaAbertaMaximaMinutos.
 */
export function dataDoPedido(
  ctx: Contexto,
  data: IsoDate,
  hora: string,
  marcacoesDe: (dia: IsoDate) => readonly MarcacaoDoDia[],
): IsoDate {
  const turno = diaDoTurno(ctx, data, hora, marcacoesDe)
  if (turno !== data && marcacoesDe(turno).length % 2 === 1) return data
  const seguinte = addDays(data, 1)
  const t = instante(data, hora)
  const propria = janela(ctx, data)
  if (propria) return !dentro(propria, t) && dentro(propria, t + 1440) ? seguinte : data
  const doDia = marcacoesDe(data)
  if (doDia.length % 2 === 0) return data
  const ultima = Math.max(...doDia.map((m) => instante(m.data, m.hora)))
  return ultima > t && t + 1440 - ultima <= jornadaAbertaMaximaMinutos(ctx.db) ? seguinte : data
}

/** dataDoPedido for an employee of the database. */
export function dataDoRelogioDoPedido(db: Db, funcionario: Funcionario, data: IsoDate, hora: string): IsoDate {
  return dataDoPedido(contexto(db, funcionario), data, hora, (d) => marcacoesValidas(db, funcionario.id, d))
}

/** The valid punches already on an employee's record of `data` (its month generated first). */
function marcacoesValidas(db: Db, funcionarioId: number, data: IsoDate): MarcacaoDoDia[] {
  const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
  if (!competencia) return []
  ensureMes(db, funcionarioId, competencia.id)
  const registro = db.registros.find((r) => r.funcionarioId === funcionarioId && r.competenciaId === competencia.id && r.data === data)
  if (!registro) return []
  return db.marcacoes.filter((m) => m.registroId === registro.id && !m.desconsiderada).map(({ data: dia, hora }) => ({ data: dia, hora }))
}

/**
 * The day record that receives a punch taken at `data` `hora` (diaDoTurno), created when missing, with its
 * competence; undefined when no competence holds that day. Every source of punches goes through it.
 */
export function registroDoTurno(
  db: Db,
  funcionario: Funcionario,
  data: IsoDate,
  hora: string,
): { registro: Registro; ids: IdsCartao; competencia: Competencia } | undefined {
  const dia = diaDoTurno(contexto(db, funcionario), data, hora, (d) => marcacoesValidas(db, funcionario.id, d))
  const competencia = db.competencias.find((c) => c.inicio <= dia && dia <= c.fim)
  if (!competencia) return undefined
  const ids = { funcionarioId: funcionario.id, competenciaId: competencia.id }
  const registro = registroDoDia(db, ids, dia, null)
  return registro && { registro, ids, competencia }
}
