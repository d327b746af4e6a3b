import { useQuery } from '@tanstack/react-query'
import { Controller } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, ErrorAlert, FormField, Spinner, Textarea } from '@/shared/ui'
import { observacaoQueries, useSalvarObservacao } from '../api/observacao.api'
import { CAMPOS_OBSERVACAO, OBSERVACAO_MAX, observacaoSchema, type ObservacaoValues } from '../model/observacao.schema'

/** TC-056: reads the notes line fresh and saves it with PUT. */
export function EditarObservacao({ ids, onClose }: { ids: CartaoPontoId; onClose: () => void }) {
  const atual = useQuery(observacaoQueries.detail(ids))
  if (atual.isPending) {
    return (
      <span className="flex items-center gap-2">
        <Spinner size="sm" decorative /> Carregando observação...
      </span>
    )
  }
  if (atual.isError) {
    return (
      <div className="w-full space-y-2">
        <ErrorAlert error={atual.error} />
        <Button size="sm" variant="secondary" onClick={onClose}>
          Cancelar
        </Button>
      </div>
    )
  }
  return <Formulario ids={ids} inicial={atual.data} onClose={onClose} />
}

function Formulario({ ids, inicial, onClose }: { ids: CartaoPontoId; inicial: string; onClose: () => void }) {
  const mutation = useSalvarObservacao()
  const form = useAppForm<ObservacaoValues>({ resolver: zodResolver(observacaoSchema), defaultValues: { observacao: inicial } })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async ({ observacao }) => {
      await mutation.mutateAsync({ ...ids, observacao: observacao.trim() })
      onClose()
    },
    { fields: CAMPOS_OBSERVACAO },
  )

  return (
    <form
      noValidate
      aria-label="Editar observação"
      onSubmit={onSubmit}
      className="w-full space-y-2"
    >
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <Controller
        name="observacao"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label="Observação" error={fieldState.error?.message}>
            <Textarea {...field} rows={2} maxLength={OBSERVACAO_MAX} autoFocus />
          </FormField>
        )}
      />
      <div className="flex justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button size="sm" type="submit" busy={busy}>
          Salvar observação
        </Button>
      </div>
    </form>
  )
}
