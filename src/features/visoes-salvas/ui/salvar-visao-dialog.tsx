import { zodResolver } from '@hookform/resolvers/zod'
import { useAppForm, useFormSubmit } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert, FormField, Input } from '@/shared/ui'
import { NOME_VISAO_MAX, type TelaVisoes } from '../api/visao-salva.schema'
import { useSalvarVisao } from '../api/visoes-salvas'
import { nomeVisaoSchema, type NomeVisaoValues } from '../model/parametros'

export interface SalvarVisaoDialogProps {
  tela: TelaVisoes
  parametros: Record<string, string>
  onClose: () => void
}

/** 'Salvar visão atual…': the name of the view of what the screen shows now. */
export function SalvarVisaoDialog({ tela, parametros, onClose }: SalvarVisaoDialogProps) {
  const mutation = useSalvarVisao()
  const form = useAppForm<NomeVisaoValues>({ resolver: zodResolver(nomeVisaoSchema), defaultValues: { nome: '' } })
  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async ({ nome }) => {
      await mutation.mutateAsync({ tela, nome, parametros })
      onClose()
    },
    { fields: ['nome'] },
  )
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title="Salvar visão">
      <form noValidate aria-label="Salvar visão" onSubmit={onSubmit} className="space-y-4">
        <ErrorAlert error={failure?.error} message={failure?.message} />
        <FormField label="Nome" error={form.formState.errors.nome?.message} required>
          <Input maxLength={NOME_VISAO_MAX} autoFocus {...form.register('nome')} />
        </FormField>
        <div className="flex justify-end gap-2">
          <CancelSubmitButtons onCancel={onClose} busy={busy} />
        </div>
      </form>
    </Dialog>
  )
}
