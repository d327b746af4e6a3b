import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { isRh, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert } from '@/shared/ui'
import { useDesconsiderarMarcacao } from '../api/desconsiderar-marcacao.mutation'
import type { AlvoDesconsiderar } from '../model/alvo'
import { CAMPOS_DESCONSIDERAR, desconsiderarSchema, type DesconsiderarInput, type DesconsiderarValues } from '../model/desconsiderar.schema'

export interface DesconsiderarMarcacaoDialogProps {
  alvo: AlvoDesconsiderar
  onClose: () => void
  /** After the change was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-105, TC-106: 'Desconsiderar marcação' of an ORIGINAL punch, with a required reason (Portaria 671: never deleted). */
export function DesconsiderarMarcacaoDialog({ alvo, onClose, onSalvo }: DesconsiderarMarcacaoDialogProps) {
  const sessao = useSessao()
  const formId = useId()
  const mutation = useDesconsiderarMarcacao()
  const form = useAppForm<DesconsiderarInput, unknown, DesconsiderarValues>({
    resolver: zodResolver(desconsiderarSchema),
    defaultValues: { idMotivo: null },
    rascunho: `desconsiderar-marcacao:${alvo.idRegistro}:${alvo.marcacao.id}`,
  })

  const envio = useFormSubmit(
    form,
    async ({ idMotivo }) => {
      if (!idMotivo) return
      await mutation.mutateAsync({ idRegistro: alvo.idRegistro, idMarcacao: alvo.marcacao.id, idMotivo: idMotivo.id })
      lembrarMotivo(idMotivo)
      onSalvo?.()
      onClose()
    },
    { fields: CAMPOS_DESCONSIDERAR },
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !envio.busy) onClose()
      }}
      title="Desconsiderar marcação"
      description={`${alvo.descricao}: ${alvo.marcacao.hora}`}
      size="sm"
      footer={
        <>
          <CancelSubmitButtons form={formId} onCancel={onClose} busy={envio.busy} submitLabel="Desconsiderar" submitVariant="danger" />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={envio.onSubmit} className="space-y-4">
        <ErrorAlert error={envio.failure?.error} message={envio.failure?.message} onDismiss={() => envio.setFailure(null)} />
        <MotivoField
          name="idMotivo"
          control={form.control}
          podeCriar={isRh(sessao)}
          onError={(error) => envio.setFailure({ error, message: errorMessage(error) })}
        />
      </form>
    </Dialog>
  )
}
