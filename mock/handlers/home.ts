import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { cargaPrevistaPeriodo } from '../db/lib/carga-prevista'
import { atualOuUltimo, hoje } from '../db/queries'
import type { Competencia, Db } from '../db/index'
import { escopoDe, type Escopo } from '../timecard/escopo'
import { controlaNoPeriodo } from './lib/apuracao'
import { session, type Session } from './lib/session'

/** Visible active employees, departments, positions and work places of the home tiles (HOME-003..006). */
function contagens({ db, user, usuario }: Session) {
  const escopo = escopoDe(db, user, usuario)
  const funcionarios = db.funcionarios.filter((f) => f.ativo && escopo.funcionario(f))
  const data = hoje(db)
  const cargos = escopo.departamentoIds === null
    ? db.cargos.length
    : new Set(funcionarios.map((f) => atualOuUltimo(f.cargos, data)?.cargoId)).size
  return {
    funcionarios: funcionarios.length,
    departamentos: escopo.departamentoIds?.size ?? db.departamentos.length,
    cargos,
    localtrabalho: escopo.localTrabalhoIds?.size ?? db.locaisTrabalho.length,
  }
}

const MESES_GRAFICO = 6

function horas(minutos: number): number {
  return Math.round((minutos / 60) * 100) / 100
}

interface TotaisFechamento {
  horasExtras: number
  faltas: number
  /** The hours worked the closing recorded; undefined for the seed's history. */
  horasTrabalhadas?: number
}

/**
 * Overtime and absences (minutes) of the visible employees in a closed competence. A closing stores only the totals
 * of everyone it counted, so a user who sees part of them gets their share by headcount.
 */
function totaisDoFechamento(db: Db, c: Competencia, escopo: Escopo): TotaisFechamento {
  const fechamento = db.fechamentos.find((f) => f.competenciaId === c.id)
  if (!fechamento) return { horasExtras: 0, faltas: 0 }
  const { horasExtras, faltas, horasTrabalhadas } = fechamento
  if (escopo.departamentoIds === null) return { horasExtras, faltas, horasTrabalhadas }
  const visiveis = db.funcionarios.filter((f) => escopo.funcionario(f) && controlaNoPeriodo(f, c.inicio, c.fim)).length
  const parte = (total: number) => (fechamento.funcionarios > 0 ? Math.round((total * visiveis) / fechamento.funcionarios) : 0)
  return { horasExtras: parte(horasExtras), faltas: parte(faltas), horasTrabalhadas: horasTrabalhadas === undefined ? undefined : parte(horasTrabalhadas) }
}

/**
 * HOME-007 rows for the last six competences, oldest first, over the employees the user sees (as the tiles).
 * Overtime, absences and worked hours are the totals each closing recorded from the cards (the closing's summary and
 * the dashboard say the same); overtime and absences are zero while a competence is open. Where a closing has no
 * worked hours (the seed's history, older data), and for the open competence, worked hours are estimated as the
 * scheduled workload of the time-controlling employees (up to today) − absences + overtime.
 */
export function divisaoHoras(db: Db, escopo: Escopo) {
  const data = hoje(db)
  const funcionarios = db.funcionarios.filter(escopo.funcionario)
  const competencias = [...db.competencias]
    .filter((c) => c.inicio <= data)
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
    .slice(-MESES_GRAFICO)
  return competencias.map((c: Competencia) => {
    const { horasExtras, faltas, horasTrabalhadas } = totaisDoFechamento(db, c, escopo)
    const carga = () => cargaPrevistaPeriodo(db, c.inicio, c.fim < data ? c.fim : data, funcionarios)
    return {
      competencia: c.descricaoCurta,
      horasTrabalhadas: horas(horasTrabalhadas ?? Math.max(0, carga() - faltas + horasExtras)),
      horasExtras: horas(horasExtras),
      faltas: horas(faltas),
    }
  })
}

const TILES = ['funcionarios', 'departamentos', 'cargos', 'localtrabalho'] as const

export const homeHandlers = [
  ...TILES.map((tile) =>
    http.get(`/api/home/${tile}`, async ({ request }) => HttpResponse.json(contagens(await session(request))[tile]))),

  http.get('/api/home/divisaoHoras', async ({ request }) => {
    const { db, user, usuario } = await session(request)
    return HttpResponse.json(divisaoHoras(db, escopoDe(db, user, usuario)))
  }),
]
