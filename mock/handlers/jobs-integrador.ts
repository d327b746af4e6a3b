import { addMinutes, subDays } from 'date-fns'
import { http } from '../http/contrato'
import type { Db, JobIntegrador, TipoJobIntegrador } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId } from '../db/queries'
import { created, notFound, page, pageRequest, sortBy, springError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { session } from './lib/session'


function em(today: Date, diasAtras: number, hora: number, minuto: number): Date {
  const d = subDays(new Date(today.getTime()), diasAtras)
  d.setHours(hora, minuto, 0, 0)
  return d
}

function job(
  id: number, today: Date, tipo: TipoJobIntegrador, diasAtras: number, [hora, minuto, duracao]: [number, number, number],
  registros: number, erros: string[] = [],
): JobIntegrador {
  const inicio = em(today, diasAtras, hora, minuto)
  return {
    id, integradorId: 1, tipo, situacao: erros.length > 0 ? 'ERRO' : 'CONCLUIDO', inicio: isoLocalDateTime(inicio),
    fim: isoLocalDateTime(addMinutes(inicio, duracao)), registros, erros, reexecucaoDe: null, usuario: 'Agendador',
  }
}

/** The nightly jobs of the seeded integrator up to yesterday (a re-run today is always the newest): one with rejected records. */
function seedJobs(today: Date): JobIntegrador[] {
  return [
    job(1, today, 'IMPORTACAO_FUNCIONARIOS', 4, [2, 0, 4], 148),
    job(2, today, 'IMPORTACAO_AFASTAMENTOS', 4, [2, 5, 1], 12),
    job(3, today, 'IMPORTACAO_FUNCIONARIOS', 3, [2, 0, 3], 146, [
      'Matrícula 000731: CPF 123.456.789-00 inválido.',
      'Matrícula 000912: cargo 77 não cadastrado no Ponto.',
    ]),
    job(4, today, 'IMPORTACAO_AFASTAMENTOS', 3, [2, 5, 1], 3),
    job(5, today, 'EXPORTACAO_FOLHA', 2, [3, 0, 2], 150),
    job(6, today, 'IMPORTACAO_FUNCIONARIOS', 1, [2, 0, 4], 149),
  ]
}

/** The jobs table, seeded on first use. */
export function jobsDe(db: Db): JobIntegrador[] {
  db.jobsIntegrador ??= seedJobs(db.today)
  return db.jobsIntegrador
}

function jobDto(j: JobIntegrador) {
  return { ...j, totalErros: j.erros.length }
}

export const jobIntegradorHandlers = [
  /** An integrator's jobs, newest first (a Spring page); 404 for an unknown integrator. */
  http.get('/api/integradores/:id/jobs', async ({ request, params }) => {
    const { db } = await session(request)
    const integrador = db.integradores.find((i) => String(i.id) === params.id)
    if (!integrador) return notFound()
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'inicio', direction: 'desc' }] })
    const lista = sortBy(jobsDe(db).filter((j) => j.integradorId === integrador.id).map(jobDto), pr.sort)
    return page(lista, pr)
  }),

  /**
   * Re-runs a finished job: a new job of the same kind, linked to it, that (in the mock) takes every record, the
   * rejected ones included, and finishes at once; the integrator's last contact becomes now. 409 while it runs.
   */
  http.post('/api/integradores/:id/jobs/:jobId/reexecutar', async ({ request, params }) => {
    const s = await session(request)
    const integrador = s.db.integradores.find((i) => String(i.id) === params.id)
    const jobs = jobsDe(s.db)
    const original = jobs.find((j) => String(j.id) === params.jobId && j.integradorId === integrador?.id)
    if (!integrador || !original) return notFound()
    if (original.situacao === 'EXECUTANDO') {
      return springError(409, 'O job ainda está em execução.', new URL(request.url).pathname)
    }
    const instante = agora(s.db)
    const novo: JobIntegrador = {
      id: nextId(s.db, jobs), integradorId: integrador.id, tipo: original.tipo, situacao: 'CONCLUIDO',
      inicio: isoLocalDateTime(instante), fim: isoLocalDateTime(instante), registros: original.registros + original.erros.length,
      erros: [], reexecucaoDe: original.id, usuario: s.user.name ?? s.user.username,
    }
    jobs.push(novo)
    integrador.lastContact = instante.toISOString()
    return created(jobDto(novo))
  }),
]
