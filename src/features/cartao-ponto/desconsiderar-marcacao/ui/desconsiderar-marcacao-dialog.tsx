import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { isRh, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { applyServerErrors } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert } from '@/shared/ui'
import { useDesconsiderarMarcacao } from '../api/desconsiderar-marcacao.mutation'
import type { AlvoDesconsiderar } from '../model/alvo'
import { CAMPOS_DESCONSIDERAR, desconsiderarSchema, type DesconsiderarInput, type DesconsiderarValues } from '../model/desconsiderar.schema'

export interface DesconsiderarMarcacaoDialogProps {
  alvo: AlvoDesconsiderar
  onClose: () => void
}

/** TC-105, TC-106: 'Desconsiderar marcação' of an ORIGINAL punch, with a required reason (Portaria 671: never deleted). */
export function DesconsiderarMarcacaoDialog({ alvo, onClose }: DesconsiderarMarcacaoDialogProps) {
  const sessao = useSessao()
  const formId = useId()
  const mutation = useDesconsiderarMarcacao()
  const enviando = useRef(false)
  const [falha, setFalha] = useState<{ error: unknown; message: string } | null>(null)
  const form = useForm<DesconsiderarInput, unknown, DesconsiderarValues>({
    resolver: zodResolver(desconsiderarSchema),
    defaultValues: { idMotivo: null },
  })

  const onSubmit = form.handleSubmit(async ({ idMotivo }) => {
    if (enviando.current || !idMotivo) return
    enviando.current = true
    setFalha(null)
    try {
      await mutation.mutateAsync({ idRegistro: alvo.idRegistro, idMarcacao: alvo.marcacao.id, idMotivo: idMotivo.id })
      lembrarMotivo(idMotivo)
      onClose()
    } catch (error) {
      const message = applyServerErrors(error, form.setError, CAMPOS_DESCONSIDERAR)
      setFalha(message === null ? null : { error, message })
    } finally {
      enviando.current = false
    }
  })

  const ocupado = mutation.isPending || form.formState.isSubmitting

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !ocupado) onClose()
      }}
      title="Desconsiderar marcação"
      description={`${alvo.descricao}: ${alvo.marcacao.hora}`}
      size="sm"
      footer={
        <>
          <CancelSubmitButtons form={formId} onCancel={onClose} busy={ocupado} submitLabel="Desconsiderar" submitVariant="danger" />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
        {falha && <ErrorAlert error={falha.error} message={falha.message} onDismiss={() => setFalha(null)} />}
        <MotivoField
          name="idMotivo"
          control={form.control}
          podeCriar={isRh(sessao)}
          onError={(error) => setFalha({ error, message: errorMessage(error) })}
        />
      </form>
    </Dialog>
  )
}
