import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { cargaPrevistaPeriodo } from '../db/lib/carga-prevista'
import { atualOuUltimo, hoje } from '../db/queries'
import type { Competencia, Db } from '../db/index'
import { escopoDe } from '../timecard/escopo'
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

/**
 * HOME-007 rows for the last six competences, oldest first. Worked hours = scheduled workload of the
 * time-controlling employees (up to today for the open competence) − absences + overtime; overtime and
 * absences come from the totals stored at each closing (zero while a competence is open).
 * The time-card engine (mock/engine) will replace these figures with calculated ones.
 */
export function divisaoHoras(db: Db) {
  const data = hoje(db)
  const competencias = [...db.competencias]
    .filter((c) => c.inicio <= data)
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
    .slice(-MESES_GRAFICO)
  return competencias.map((c: Competencia) => {
    const fechamento = db.fechamentos.find((f) => f.competenciaId === c.id)
    const horasExtras = fechamento?.horasExtras ?? 0
    const faltas = fechamento?.faltas ?? 0
    const carga = cargaPrevistaPeriodo(db, c.inicio, c.fim < data ? c.fim : data)
    return {
      competencia: c.descricaoCurta,
      horasTrabalhadas: horas(Math.max(0, carga - faltas + horasExtras)),
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
    const { db } = await session(request)
    return HttpResponse.json(divisaoHoras(db))
  }),
]
