import { zodResolver } from '@hookform/resolvers/zod'
import { Controller } from 'react-hook-form'
import type { ImportacaoAfd } from '@/entities/fiscal/importacao-afd'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, ErrorAlert, FormField } from '@/shared/ui'
import { useImportarAfd } from '../api/importar-afd.mutation'
import { importarAfdSchema, type ImportarAfdValues } from '../model/importar-afd.schema'

const PORTARIAS = [
  { value: 'AUTO', label: 'Identificar pelo cabeçalho' },
  { value: '671', label: 'Portaria 671 (leiaute 003)' },
  { value: '1510', label: 'Portaria 1510' },
] as const

/** /afd/upload: the AFD file and its layout; the result (imported or rejected with its errors) goes to `onImportado`. */
export function ImportarAfdForm({ onImportado }: { onImportado: (importacao: ImportacaoAfd) => void }) {
  const importar = useImportarAfd()
  const form = useAppForm<ImportarAfdValues>({
    resolver: zodResolver(importarAfdSchema),
    defaultValues: { file: null, portaria: 'AUTO' },
  })

  const { control, register, formState } = form
  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (!values.file) return
      onImportado(await importar.mutateAsync({ file: values.file, portaria: values.portaria === 'AUTO' ? null : values.portaria }))
    },
    { fields: ['file', 'portaria'] },
  )

  return (
    <form aria-label="Importar AFD" className="flex flex-col gap-4" onSubmit={onSubmit} noValidate>
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <FormField label="Arquivo AFD" error={formState.errors.file?.message} required hint="Arquivo texto do relógio (ISO-8859-1), Portaria 671 ou 1510.">
        {(field) => (
          <Controller
            control={control}
            name="file"
            render={({ field: { onChange, onBlur, name } }) => (
              <input
                {...field}
                type="file"
                name={name}
                accept=".txt,text/plain"
                onBlur={onBlur}
                onChange={(e) => onChange(e.target.files?.[0] ?? null)}
                className="block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium"
              />
            )}
          />
        )}
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">Leiaute</legend>
        {PORTARIAS.map((p) => (
          <label key={p.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={p.value} {...register('portaria')} className="accent-brand-500" />
            {p.label}
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" busy={busy}>
          Importar
        </Button>
      </div>
    </form>
  )
}
