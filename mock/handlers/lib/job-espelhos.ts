import { randomUUID } from 'node:crypto'
import type { LoteEspelhos } from '@/shared/api/contract/endpoints/espelhos-lote'
import type { Competencia, Db, Funcionario } from '../../db/index'
import { muitosPedidos } from '../../http/spring'
import { mesAno } from '../../pdf/formato'
import { relatorioPontoEmPartes } from '../../pdf/relatorio'

/** Employees per slice: progress moves in steps of this size, and other requests are served between slices. */
export const FATIA_ESPELHOS = 10
/** Jobs one user may have PROCESSANDO at once; one more is 429 (the app itself runs one at a time). */
export const MAX_JOBS_EM_ANDAMENTO = 3
/** Finished jobs (their PDFs) kept per user: a newer one of the same user drops the oldest; never another user's. */
export const MAX_JOBS_TERMINADOS = 5
/** How long a job is kept after it finished (or after it started, if it never does: then its work is cancelled). */
export const VALIDADE_JOB_MS = 30 * 60_000
/** Jobs kept per database, all users together: beyond it new jobs are refused (429), nobody's job is dropped. */
export const MAX_JOBS_GUARDADOS = 200
export const TITULO_ESPELHO = 'Espelho do Ponto'
export const MSG_JOBS_EM_ANDAMENTO =
  `Você já tem ${MAX_JOBS_EM_ANDAMENTO} impressões de espelhos em andamento. Aguarde a conclusão de uma delas para pedir outra.`
export const MSG_JOBS_ESGOTADOS = 'O servidor está com muitas impressões de espelhos guardadas. Tente novamente em alguns minutos.'
const CAMINHO = '/api/espelhos-ponto/lote'

export interface JobEspelhos extends LoteEspelhos {
  /** The username of who asked: nobody else sees the job. */
  dono: string
  filename: string
  pdf: Buffer | null
  /** Date.now() when it started and when it finished (null while PROCESSANDO). */
  criadoEm: number
  terminadoEm: number | null
  /** Aborted when the job is dropped: its work stops at the next slice. */
  cancelamento: AbortController
}

const jobsPorDb = new WeakMap<Db, Map<string, JobEspelhos>>()

function jobsDe(db: Db): Map<string, JobEspelhos> {
  let jobs = jobsPorDb.get(db)
  if (!jobs) jobsPorDb.set(db, (jobs = new Map()))
  return jobs
}

/** Drops a job and cancels its work, if any is left. */
function remover(jobs: Map<string, JobEspelhos>, job: JobEspelhos): void {
  jobs.delete(job.id)
  job.cancelamento.abort()
  job.pdf = null
}

/** Drops the expired jobs, and the finished ones of `dono` beyond MAX_JOBS_TERMINADOS (oldest first). */
function podar(jobs: Map<string, JobEspelhos>, dono?: string): void {
  const agora = Date.now()
  for (const job of [...jobs.values()]) {
    if (agora - (job.terminadoEm ?? job.criadoEm) > VALIDADE_JOB_MS) remover(jobs, job)
  }
  if (dono === undefined) return
  const terminados = [...jobs.values()]
    .filter((job) => job.dono === dono && job.terminadoEm !== null)
    .sort((a, b) => (a.terminadoEm ?? 0) - (b.terminadoEm ?? 0))
  for (const job of terminados.slice(0, Math.max(0, terminados.length - MAX_JOBS_TERMINADOS))) remover(jobs, job)
}

export function jobEspelhos(db: Db, id: string, dono: string): JobEspelhos | undefined {
  const jobs = jobsDe(db)
  podar(jobs)
  const job = jobs.get(id)
  return job?.dono === dono ? job : undefined
}

/** Why `dono` may not start a job now (the message of the 429), or null. */
export function recusaJobEspelhos(db: Db, dono: string): string | null {
  const jobs = jobsDe(db)
  podar(jobs, dono)
  const emAndamento = [...jobs.values()].filter((job) => job.dono === dono && job.status === 'PROCESSANDO').length
  if (emAndamento >= MAX_JOBS_EM_ANDAMENTO) return MSG_JOBS_EM_ANDAMENTO
  return jobs.size >= MAX_JOBS_GUARDADOS ? MSG_JOBS_ESGOTADOS : null
}

/** The next turn of the event loop, so requests (the progress polls) are answered between slices. */
const proximaVez = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export interface PedidoEspelhos {
  db: Db
  dono: string
  emissor: string
  emitidoEm: Date
  competencia: Competencia
  funcionarios: Funcionario[]
}

/**
 * Starts the job: the espelhos are built and printed FATIA_ESPELHOS at a time into one PDF (one employee per page).
 * Over a limit (recusaJobEspelhos) it throws Spring's 429 with the reason, which the handler answers.
 */
export function iniciarJobEspelhos(pedido: PedidoEspelhos): JobEspelhos {
  const { db, competencia, funcionarios } = pedido
  const recusa = recusaJobEspelhos(db, pedido.dono)
  if (recusa) throw muitosPedidos(recusa, CAMINHO)
  const job: JobEspelhos = {
    id: randomUUID(),
    total: funcionarios.length,
    prontos: 0,
    status: 'PROCESSANDO',
    dono: pedido.dono,
    filename: `espelhos-ponto-${mesAno(competencia.ano, competencia.mes).replace('/', '-')}.pdf`,
    pdf: null,
    criadoEm: Date.now(),
    terminadoEm: null,
    cancelamento: new AbortController(),
  }
  const jobs = jobsDe(db)
  jobs.set(job.id, job)
  void processar(job, pedido)
    .catch(() => {
      job.status = 'ERRO'
    })
    .finally(() => {
      job.terminadoEm = Date.now()
      if (jobs.get(job.id) === job) podar(jobs, job.dono)
    })
  return job
}

async function processar(job: JobEspelhos, pedido: PedidoEspelhos): Promise<void> {
  const { ano, mes } = pedido.competencia
  const { signal } = job.cancelamento
  const pdf = relatorioPontoEmPartes(pedido.db, {
    titulo: TITULO_ESPELHO, tituloPdf: `${TITULO_ESPELHO} - ${mesAno(ano, mes)}`, emissor: pedido.emissor, emitidoEm: pedido.emitidoEm,
  })
  for (let i = 0; i < pedido.funcionarios.length; i += FATIA_ESPELHOS) {
    await proximaVez()
    signal.throwIfAborted()
    const fatia = pedido.funcionarios.slice(i, i + FATIA_ESPELHOS)
    pdf.adicionar(fatia.map((funcionario) => ({ funcionario, competencia: pedido.competencia })))
    job.prontos += fatia.length
  }
  const bytes = await pdf.terminar()
  signal.throwIfAborted()
  job.pdf = bytes
  job.status = 'PRONTO'
}
