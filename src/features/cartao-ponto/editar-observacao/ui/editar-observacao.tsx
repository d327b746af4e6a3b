import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { applyServerErrors } from '@/shared/lib'
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
  const [falha, setFalha] = useState<{ mensagem: string } | null>(null)
  const form = useForm<ObservacaoValues>({ resolver: zodResolver(observacaoSchema), defaultValues: { observacao: inicial } })

  const onSubmit = form.handleSubmit(async ({ observacao }) => {
    if (mutation.isPending) return
    setFalha(null)
    try {
      await mutation.mutateAsync({ ...ids, observacao: observacao.trim() })
      onClose()
    } catch (error) {
      const mensagem = applyServerErrors(error, form.setError, CAMPOS_OBSERVACAO)
      setFalha(mensagem ? { mensagem } : null)
    }
  })

  return (
    <form
      noValidate
      aria-label="Editar observação"
      onSubmit={(event) => void onSubmit(event)}
      className="w-full space-y-2"
    >
      {falha && <ErrorAlert error={falha} message={falha.mensagem} />}
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
        <Button size="sm" variant="secondary" onClick={onClose} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button size="sm" type="submit" busy={mutation.isPending}>
          Salvar observação
        </Button>
      </div>
    </form>
  )
}
