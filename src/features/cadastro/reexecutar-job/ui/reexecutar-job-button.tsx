import { useState } from 'react'
import { TIPOS_JOB_INTEGRADOR, type JobIntegrador } from '@/entities/integrador'
import { formatDateTime } from '@/shared/lib'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useReexecutarJob } from '../api/reexecutar-job.mutation'

/** 'Reexecutar' a finished job, after a confirmation; shows the new job's result. */
export function ReexecutarJobButton({ job, onDone }: { job: JobIntegrador; onDone?: (novo: JobIntegrador) => void }) {
  const reexecutar = useReexecutarJob()
  const [perguntando, setPerguntando] = useState(false)
  if (job.situacao === 'EXECUTANDO') return null
  return (
    <div className="flex flex-col gap-2">
      <ErrorAlert error={reexecutar.error} />
      <div>
        <Button variant="secondary" busy={reexecutar.isPending} onClick={() => setPerguntando(true)}>
          Reexecutar
        </Button>
      </div>
      <ConfirmDialog
        open={perguntando}
        question={`Deseja realmente reexecutar o job de ${TIPOS_JOB_INTEGRADOR[job.tipo]} de ${formatDateTime(job.inicio)}?`}
        onCancel={() => setPerguntando(false)}
        onConfirm={async () => {
          setPerguntando(false)
          if (reexecutar.isPending) return
          const novo = await reexecutar.mutateAsync({ integradorId: job.integradorId, jobId: job.id }).catch(() => null)
          if (novo) onDone?.(novo)
        }}
      />
    </div>
  )
}
