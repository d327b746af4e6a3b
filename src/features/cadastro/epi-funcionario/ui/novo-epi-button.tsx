import { useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, CancelSubmitButtons, DateInput, Dialog, ErrorAlert, FormField, Input } from '@/shared/ui'
import { useIncluirEpi } from '../api/epi-funcionario.mutation'
import { novoEpiSchema, type NovoEpiValues } from '../model/epi-funcionario'

export interface NovoEpiButtonProps {
  funcionarioId: number
  hoje: string
}

const CAMPOS = ['descricao', 'ca', 'dataEntrega', 'quantidade', 'validade'] as const

/** 'Novo EPI': records a delivery of protective equipment to the employee. */
export function NovoEpiButton({ funcionarioId, hoje }: NovoEpiButtonProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <Button size="sm" onClick={() => setAberto(true)}>
        Novo EPI
      </Button>
      {aberto && <NovoEpiDialog funcionarioId={funcionarioId} hoje={hoje} onClose={() => setAberto(false)} />}
    </>
  )
}

function NovoEpiDialog({ funcionarioId, hoje, onClose }: NovoEpiButtonProps & { onClose: () => void }) {
  const mutation = useIncluirEpi(funcionarioId)
  const form = useAppForm<NovoEpiValues>({
    resolver: zodResolver(novoEpiSchema),
    defaultValues: { descricao: '', ca: '', dataEntrega: hoje, quantidade: '1', validade: '' },
  })
  const erro = (campo: (typeof CAMPOS)[number]) => form.formState.errors[campo]?.message

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync(values)
      onClose()
    },
    { fields: CAMPOS },
  )

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title="Novo EPI">
      <form noValidate aria-label="Novo EPI" onSubmit={onSubmit} className="space-y-4">
        <ErrorAlert error={failure?.error} message={failure?.message} />
        <FormField label="Descrição" error={erro('descricao')} required>
          <Input maxLength={100} {...form.register('descricao')} />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="CA" hint="Certificado de Aprovação" error={erro('ca')} required>
            <Input maxLength={20} {...form.register('ca')} />
          </FormField>
          <FormField label="Quantidade" error={erro('quantidade')} required>
            <Input type="number" min={1} step={1} {...form.register('quantidade')} />
          </FormField>
          <FormField label="Data de entrega" error={erro('dataEntrega')} required>
            <DateInput {...form.register('dataEntrega')} />
          </FormField>
          <FormField label="Validade" error={erro('validade')}>
            <DateInput {...form.register('validade')} />
          </FormField>
        </div>
        <div className="flex justify-end gap-2">
          <CancelSubmitButtons onCancel={onClose} busy={busy} />
        </div>
      </form>
    </Dialog>
  )
}
