import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { exportarFechamento, type FormatoExportacao } from '@/entities/fiscal/fechamento'
import { salvarArquivo } from '@/shared/lib'
import { Button, ErrorAlert } from '@/shared/ui'

const FORMATOS: { value: FormatoExportacao; label: string }[] = [
  { value: 'txt', label: 'TXT (folha de pagamento: matrícula, evento, horas)' },
  { value: 'csv', label: 'CSV (planilha)' },
]

/** The closing's export: the payroll events of each employee, downloaded as a file. */
export function ExportarFechamentoForm({ idFechamento }: { idFechamento: number }) {
  const [formato, setFormato] = useState<FormatoExportacao>('txt')
  const exportar = useMutation({
    mutationFn: () => exportarFechamento(idFechamento, formato),
    onSuccess: ({ blob, filename }) => salvarArquivo(blob, filename ?? `fechamento.${formato}`),
  })
  return (
    <form
      aria-label="Exportar fechamento"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault()
        if (!exportar.isPending) exportar.mutate()
      }}
    >
      <ErrorAlert error={exportar.error} title="Falha na exportação" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Formato</legend>
        {FORMATOS.map((f) => (
          <label key={f.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" name="formato" value={f.value} checked={formato === f.value} onChange={() => setFormato(f.value)} className="accent-brand-500" />
            {f.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={exportar.isPending}>
          Exportar
        </Button>
      </div>
    </form>
  )
}
