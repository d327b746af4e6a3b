import { useMutation } from '@tanstack/react-query'
import { importarParaColetor } from '@/entities/funcionario'
import { Button, ErrorAlert } from '@/shared/ui'

/** REG-011/012: sends the employee to the clocks' collector (COLETOR_FUNCIONARIO_IMPORTAR). */
export function ImportarColetorButton({ funcionarioId }: { funcionarioId: number }) {
  const importar = useMutation({ mutationFn: importarParaColetor })
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
    </section>
  )
}
