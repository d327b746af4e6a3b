import { atualOuUltimo, hoje, vigente } from '../../db/queries'
import type { Competencia, Db, Funcionario, IsoDate } from '../../db/index'
import type { RegistroDia } from '@/shared/api/contract/endpoints/cartaoponto.schema'
import { contexto } from '../../timecard/contexto'
import { registroDiaDto, type Catalogo } from '../../timecard/dto'
import { ensureMes } from '../../timecard/index'
import { carregarLinhas } from '../../timecard/linhas'
import { calcularMes } from '../../timecard/mes'

/**
 * Views over many time cards at once (inconsistencies, the daily card): each employee-month runs through the
 * same rows and engine as GET /api/cartaoponto, and each day becomes the card's own day record (TC-209), so
 * these lists say what the cards say.
 */

export interface FuncionarioRef {
  id: number
  nome: string
  matricula: string
}

export interface Ref {
  id: number
  descricao: string
}

export const funcionarioRef = (f: Funcionario): FuncionarioRef => ({ id: f.id, nome: f.nomeOrNomeSocial, matricula: f.matricula ?? '' })

/** The employee's department on a date (the latest one when no link covers it). */
export function departamentoDe(db: Db, f: Funcionario, data: IsoDate): Ref | null {
  const link = vigente(f.departamentos, data) ?? atualOuUltimo(f.departamentos, data)
  const d = link && db.departamentos.find((x) => x.id === link.departamentoId)
  return d ? { id: d.id, descricao: d.descricao } : null
}

/** The employee keeps a time card in the period: controls time and is employed during part of it. */
export function controlaNoPeriodo(f: Funcionario, inicio: IsoDate, fim: IsoDate): boolean {
  return f.controlaPonto && f.admissao <= fim && (f.demissao === null || f.demissao >= inicio)
}

/** The open competences begun by today, oldest first: the months whose cards can still be corrected. */
export function competenciasAbertas(db: Db): Competencia[] {
  const data = hoje(db)
  return db.competencias
    .filter((c) => c.situacao === 'ABERTA' && !c.fechada && c.inicio <= data)
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
}

export function catalogo(db: Db): Catalogo {
  return { motivos: new Map(db.motivos.map((m) => [m.id, m])), bancosDias: new Map(db.bancosDias.map((b) => [b.id, b])) }
}

/**
 * The day records of an employee's competences, as their cards show them. The hour-bank opening does not
 * change any day's figures, so it is left at zero (as the dashboard does).
 */
export function diasDoFuncionario(db: Db, f: Funcionario, competencias: Competencia[], cat: Catalogo): Map<number, RegistroDia[]> {
  const out = new Map<number, RegistroDia[]>()
  if (competencias.length === 0) return out
  for (const c of competencias) ensureMes(db, f.id, c.id)
  const ctx = contexto(db, f)
  const linhas = carregarLinhas(db, f.id, new Set(competencias.map((c) => c.id)))
  for (const c of competencias) {
    const mes = calcularMes(ctx, c, linhas.get(c.id), { saldoBancoInicial: 0 })
    out.set(c.id, mes.dias.flatMap((dia, i) => {
      const resultado = mes.resultado.dias[i]
      return resultado ? [registroDiaDto(dia, resultado, cat)] : []
    }))
  }
  return out
}
