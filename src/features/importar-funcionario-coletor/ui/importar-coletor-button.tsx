import { useMutation, useQuery } from '@tanstack/react-query'
import { funcionarioQueries, importarParaColetor } from '@/entities/funcionario'
import { formatDateTime } from '@/shared/lib'
import { Button, ErrorAlert, Spinner } from '@/shared/ui'

/** REG-008: the employee's imports into the collector (GET /api/funcionarios/{id}/importacoes), newest first. */
function Importacoes({ funcionarioId }: { funcionarioId: number }) {
  const importacoes = useQuery(funcionarioQueries.importacoes(funcionarioId))
  if (importacoes.isPending) return <Spinner />
  if (importacoes.isError) return <ErrorAlert error={importacoes.error} />
  if (importacoes.data.length === 0) return <p className="text-sm text-slate-600">Nenhuma importação para o coletor.</p>
  return (
    <ul aria-label="Importações para o coletor" className="flex flex-col gap-1 text-sm text-slate-700">
      {importacoes.data.map((i) => (
        <li key={i.id}>Importação enviada em {formatDateTime(new Date(i.enviadaEm))}</li>
      ))}
    </ul>
  )
}

/** REG-011/012: sends the employee to the clocks' collector (COLETOR_FUNCIONARIO_IMPORTAR); the imports list follows. */
export function ImportarColetorButton({ funcionarioId }: { funcionarioId: number }) {
  const importar = useMutation({
    mutationFn: importarParaColetor,
    meta: { invalidates: [funcionarioQueries.importacoes(funcionarioId).queryKey] },
  })
  return (
    <section aria-label="Coletor" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
      <h2 className="text-sm font-semibold text-slate-800">Coletor</h2>
      <ErrorAlert error={importar.error} />
      <div className="flex items-center gap-3">
        <Button variant="secondary" busy={importar.isPending} onClick={() => importar.mutate(funcionarioId)}>
          Importar para o coletor
        </Button>
        {importar.isSuccess && (
          <span role="status" className="text-sm text-success-500">
            Importação enviada ao coletor.
          </span>
        )}
      </div>
      <Importacoes funcionarioId={funcionarioId} />
    </section>
  )
}
