import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { integradorQueries, type JobIntegrador, jobIntegradorQueries, SITUACOES_JOB, TIPOS_JOB_INTEGRADOR } from '@/entities/integrador'
import { ReexecutarJobButton } from '@/features/cadastro/reexecutar-job'
import { formatDateTime, formatRelativeTime } from '@/shared/lib'
import { Dialog, RegisterList } from '@/shared/ui'

const textoDoJob = (j: JobIntegrador) => `${TIPOS_JOB_INTEGRADOR[j.tipo]} ${SITUACOES_JOB[j.situacao]} ${formatDateTime(j.inicio)} ${j.erros.join(' ')}`

function JobDialog({ job, onClose }: { job: JobIntegrador; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(aberto) => !aberto && onClose()} title={`${TIPOS_JOB_INTEGRADOR[job.tipo]} de ${formatDateTime(job.inicio)}`} size="lg">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-xs text-slate-500">Situação</dt>
          <dd className="font-medium text-slate-800">{SITUACOES_JOB[job.situacao]}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Fim</dt>
          <dd className="font-medium text-slate-800">{job.fim ? formatDateTime(job.fim) : '—'}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Registros</dt>
          <dd className="font-medium text-slate-800">{job.registros}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">Erros</dt>
          <dd className="font-medium text-slate-800">{job.totalErros}</dd>
        </div>
      </dl>
      {job.reexecucaoDe !== null && <p className="mt-3 text-sm text-slate-600">{`Reexecução do job ${job.reexecucaoDe}, por ${job.usuario}.`}</p>}
      {job.erros.length > 0 && (
        <section aria-label="Erros do job" className="mt-4">
          <h3 className="text-sm font-semibold text-slate-800">Registros rejeitados</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-danger-700">
            {job.erros.map((erro) => (
              <li key={erro}>{erro}</li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-4">
        <ReexecutarJobButton job={job} onDone={onClose} />
      </div>
    </Dialog>
  )
}

/**
 * /jobs/{id} (front_integrador, AUTH-047): the jobs of the integrator {id}, newest first; a job opens with its errors
 * and 'Reexecutar'. The route's loader reads the integrator and its jobs (carregarJobsIntegrador).
 */
export function JobsIntegradorPage({ id }: { id: string }) {
  const { data: i } = useSuspenseQuery(integradorQueries.detail(id))
  const [aberto, setAberto] = useState<JobIntegrador | null>(null)
  return (
    <div className="flex flex-col gap-4">
      <RegisterList
        title={`Jobs do integrador ${i.nome}`}
        list={jobIntegradorQueries.list(i.id)}
        rowId={(j) => String(j.id)}
        filtroLocal={(j, texto) => textoDoJob(j).toLocaleLowerCase('pt-BR').includes(texto.toLocaleLowerCase('pt-BR'))}
        actions={<span className="text-sm text-slate-600">{`Último contato: ${formatRelativeTime(i.lastContact ?? null, new Date())}`}</span>}
        columns={[
          { id: 'inicio', header: 'Início', cell: (j) => formatDateTime(j.inicio), sort: 'inicio' },
          { id: 'fim', header: 'Fim', cell: (j) => (j.fim ? formatDateTime(j.fim) : '—'), sort: 'fim' },
          { id: 'tipo', header: 'Tipo', cell: (j) => TIPOS_JOB_INTEGRADOR[j.tipo], sort: 'tipo' },
          { id: 'situacao', header: 'Situação', cell: (j) => SITUACOES_JOB[j.situacao], sort: 'situacao' },
          { id: 'registros', header: 'Registros', cell: (j) => j.registros, sort: 'registros' },
          { id: 'erros', header: 'Erros', cell: (j) => j.totalErros },
        ]}
        onOpen={setAberto}
      />
      {aberto && <JobDialog key={aberto.id} job={aberto} onClose={() => setAberto(null)} />}
    </div>
  )
}
