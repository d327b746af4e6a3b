import { atualOuUltimo, hoje as hojeDe } from '../db/queries'
import { registrosCongelados } from '../db/congelamento'
import type { Competencia, Db, Feriado, Funcionario, Horario, IsoDate, MovimentacaoRH, Registro, RegistrosDoCalculo } from '../db/index'
import { diaDoHorario, ehJornada12x36, horarioDoDia, temJornada, type DiaHorario } from './schedule'

/** What the generator and the card builder need to know about one employee, looked up once. */
export interface Contexto {
  db: Db
  funcionario: Funcionario
  hoje: IsoDate
  horarios: ReadonlyMap<number, Horario>
  /** Holidays of the employee's city (national ones included), by date; facultative ones too. */
  feriados: ReadonlyMap<IsoDate, Feriado>
  movimentos: MovimentacaoRH[]
  /** The closed month's copy of the registers this context reads (contextoDoMes); none for the registers as they are. */
  congelados?: RegistrosDoCalculo
}

function cidadeDo(db: Db, f: Funcionario, hoje: IsoDate): string | null {
  const link = atualOuUltimo(f.locaisTrabalho, hoje)
  const local = link && db.locaisTrabalho.find((l) => l.id === link.localTrabalhoId)
  return local?.endereco.cidade ?? db.empresas.find((e) => e.id === f.empresaId)?.endereco.cidade ?? null
}

export function contexto(db: Db, funcionario: Funcionario): Contexto {
  const hoje = hojeDe(db)
  const cidade = cidadeDo(db, funcionario, hoje)
  const feriados = new Map<IsoDate, Feriado>()
  for (const f of db.feriados) {
    if (f.cidade !== null && f.cidade.descricao !== cidade) continue
    const atual = feriados.get(f.data)
    if (!atual || (atual.facultativo && !f.facultativo)) feriados.set(f.data, f)
  }
  return {
    db,
    funcionario,
    hoje,
    horarios: new Map(db.horarios.map((h) => [h.id, h])),
    feriados,
    movimentos: db.movimentacoesRH.filter((m) => m.funcionarioId === funcionario.id),
  }
}

/** A holiday that removes the day's workload (facultative ones do not). */
export function feriadoDoDia(ctx: Contexto, data: IsoDate): Feriado | undefined {
  const f = ctx.feriados.get(data)
  return f && !f.facultativo ? f : undefined
}

export function facultativoDoDia(ctx: Contexto, data: IsoDate): Feriado | undefined {
  const f = ctx.feriados.get(data)
  return f?.facultativo ? f : undefined
}

export function movimentoDoDia(ctx: Contexto, data: IsoDate): MovimentacaoRH | undefined {
  return ctx.movimentos.find((m) => m.dataInicio <= data && (m.dataFim === null || data <= m.dataFim) && !m.diasRemovidos?.includes(data))
}

/** Why a date is outside the employee's time control: before admission, after dismissal, not controlling time. */
export function foraDoControle(ctx: Contexto, data: IsoDate): { tipo: string; descricao: string } | null {
  const f = ctx.funcionario
  if (data < f.admissao) return { tipo: 'ADMISSAO', descricao: 'Antes da admissão' }
  if (f.demissao !== null && data > f.demissao) return { tipo: 'RESCISAO', descricao: 'Desligado' }
  if (!f.controlaPonto) return { tipo: 'SEM_CONTROLE', descricao: 'Não controla ponto' }
  return null
}

export function diaDoFuncionario(ctx: Contexto, data: IsoDate, registro?: Registro): DiaHorario | undefined {
  const horario = horarioDoDia(ctx.horarios, ctx.funcionario.quadrosHorario, data, registro)
  return horario && diaDoHorario(horario, data)
}

/** The city hall (company 1) excuses its staff on facultative holidays by a batch action (acaoLoteId = holiday id). */
export const EMPRESA_PONTO_FACULTATIVO = 1

export function pontoFacultativoAbonado(ctx: Contexto, data: IsoDate): Feriado | undefined {
  return ctx.funcionario.empresaId === EMPRESA_PONTO_FACULTATIVO ? facultativoDoDia(ctx, data) : undefined
}

/**
 * The holiday that takes the day's workload away. A 12x36 shift rostered on a holiday keeps it: the schedule itself
 * compensates holidays (CLT art. 59-A), so the engine counts that shift as an ordinary workday (mock/engine/day.ts).
 */
export function feriadoSemJornada(ctx: Contexto, data: IsoDate, dia = diaDoFuncionario(ctx, data)): Feriado | undefined {
  const feriado = feriadoDoDia(ctx, data)
  return feriado && !(dia && temJornada(dia) && ehJornada12x36(dia.horario)) ? feriado : undefined
}

/**
 * A day the employee is due to work: in contract, scheduled, no holiday (a 12x36 shift on a holiday is worked, see
 * feriadoSemJornada), no HR movement, no batch excuse.
 */
export function diaDeTrabalho(ctx: Contexto, data: IsoDate): boolean {
  if (foraDoControle(ctx, data) || movimentoDoDia(ctx, data) || pontoFacultativoAbonado(ctx, data)) return false
  const dia = diaDoFuncionario(ctx, data)
  return dia !== undefined && temJornada(dia) && !feriadoSemJornada(ctx, data, dia)
}

/**
 * The context a competence is calculated in: a closed one reads the undated registers (schedules, company settings,
 * banks, the employee's admission and links) as they were when it closed, so a later change reaches the open months
 * only. The records dated in it (punches, justifications, entries, holidays) cannot change while it is closed.
 */
export function contextoDoMes(ctx: Contexto, c: Competencia): Contexto {
  const registros = registrosCongelados(ctx.db, c)
  if (!registros || ctx.congelados === registros) return ctx
  const { funcionarios, ...tabelas } = registros
  const congelado = funcionarios.find((f) => f.id === ctx.funcionario.id)
  const funcionario = congelado ? { ...ctx.funcionario, ...congelado } : ctx.funcionario
  return { ...contexto({ ...ctx.db, ...tabelas }, funcionario), congelados: registros }
}
