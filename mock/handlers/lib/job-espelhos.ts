import { randomUUID } from 'node:crypto'
import type { LoteEspelhos } from '@/shared/api/contract/endpoints/espelhos-lote'
import type { Competencia, Db, Funcionario } from '../../db/index'
import { mesAno } from '../../pdf/formato'
import { relatorioPontoEmPartes } from '../../pdf/relatorio'

/** Employees per slice: progress moves in steps of this size, and other requests are served between slices. */
export const FATIA_ESPELHOS = 10
/** Jobs kept per database (their PDFs stay in memory until then). */
const JOBS_GUARDADOS = 20
export const TITULO_ESPELHO = 'Espelho do Ponto'

export interface JobEspelhos extends LoteEspelhos {
  /** The username of who asked: nobody else sees the job. */
  dono: string
  filename: string
  pdf: Buffer | null
}

const jobsPorDb = new WeakMap<Db, Map<string, JobEspelhos>>()

function jobsDe(db: Db): Map<string, JobEspelhos> {
  let jobs = jobsPorDb.get(db)
  if (!jobs) jobsPorDb.set(db, (jobs = new Map()))
  return jobs
}

export function jobEspelhos(db: Db, id: string, dono: string): JobEspelhos | undefined {
  const job = jobsDe(db).get(id)
  return job?.dono === dono ? job : undefined
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

/** Starts the job: the espelhos are built and printed FATIA_ESPELHOS at a time into one PDF (one employee per page). */
export function iniciarJobEspelhos(pedido: PedidoEspelhos): JobEspelhos {
  const { db, competencia, funcionarios } = pedido
  const job: JobEspelhos = {
    id: randomUUID(),
    total: funcionarios.length,
    prontos: 0,
    status: 'PROCESSANDO',
    dono: pedido.dono,
    filename: `espelhos-ponto-${mesAno(competencia.ano, competencia.mes).replace('/', '-')}.pdf`,
    pdf: null,
  }
  const jobs = jobsDe(db)
  jobs.set(job.id, job)
  for (const antigo of [...jobs.keys()].slice(0, Math.max(0, jobs.size - JOBS_GUARDADOS))) jobs.delete(antigo)
  void processar(job, pedido).catch(() => {
    job.status = 'ERRO'
  })
  return job
}

async function processar(job: JobEspelhos, pedido: PedidoEspelhos): Promise<void> {
  const { ano, mes } = pedido.competencia
  const pdf = relatorioPontoEmPartes(pedido.db, {
    titulo: TITULO_ESPELHO, tituloPdf: `${TITULO_ESPELHO} - ${mesAno(ano, mes)}`, emissor: pedido.emissor, emitidoEm: pedido.emitidoEm,
  })
  for (let i = 0; i < pedido.funcionarios.length; i += FATIA_ESPELHOS) {
    await proximaVez()
    const fatia = pedido.funcionarios.slice(i, i + FATIA_ESPELHOS)
    pdf.adicionar(fatia.map((funcionario) => ({ funcionario, competencia: pedido.competencia })))
    job.prontos += fatia.length
  }
  job.pdf = await pdf.terminar()
  job.status = 'PRONTO'
}
