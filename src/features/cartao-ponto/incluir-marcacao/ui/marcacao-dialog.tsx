import { zodResolver } from '@hookform/resolvers/zod'
import { useId, type ReactNode } from 'react'
import { lembrarMotivo, MotivoField, type Motivo } from '@/entities/motivo'
import { isRh, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert, TimeField } from '@/shared/ui'
import { useIncluirMarcacao } from '../api/incluir-marcacao.mutation'
import { CAMPOS_MARCACAO, marcacaoFormSchema, type MarcacaoFormInput, type MarcacaoFormValues } from '../model/marcacao-form.schema'
import type { SlotMarcacao } from '../model/slot'

export interface MarcacaoDialogProps {
  slot: SlotMarcacao
  /** Typed in the grid before opening (keyboard-first), else the punch's time. */
  horaInicial?: string
  /** Proposed reason (keyboard-first: the last one used), else the punch's reason. */
  motivoInicial?: Motivo | null
  onClose: () => void
  /** More actions for the punch (disregard / remove), composed by the grid. */
  acoes?: ReactNode
}

function motivoDaMarcacao(slot: SlotMarcacao): Motivo | null {
  const motivo = slot.marcacao?.tratamento?.motivo
  return motivo ? { id: motivo.id, descricao: motivo.descricao ?? '', ativo: true } : null
}

/** TC-099..TC-104: 'Incluir marcação' for an empty slot, 'Alterar marcação' for a punch; saves with POST /api/registros. */
export function MarcacaoDialog({ slot, horaInicial, motivoInicial, onClose, acoes }: MarcacaoDialogProps) {
  const sessao = useSessao()
  const formId = useId()
  const mutation = useIncluirMarcacao()
  const form = useAppForm<MarcacaoFormInput, unknown, MarcacaoFormValues>({
    resolver: zodResolver(marcacaoFormSchema),
    defaultValues: {
      hora: horaInicial ?? slot.marcacao?.hora ?? '',
      idMotivo: motivoInicial ?? motivoDaMarcacao(slot),
    },
  })

  const envio = useFormSubmit(
    form,
    async ({ hora, idMotivo }) => {
      if (!idMotivo) return
      await mutation.mutateAsync({
        idFuncionario: slot.idFuncionario,
        idCompetencia: slot.idCompetencia,
        idRegistro: slot.idRegistro,
        idMarcacao: slot.marcacao?.id ?? null,
        data: slot.data,
        hora,
        idMotivo: idMotivo.id,
        sequencia: slot.sequencia,
        modoMarcacao: slot.modoMarcacao,
        tipoJustificativa: 'INCLUIR_MARCACAO',
      })
      lembrarMotivo(idMotivo)
      onClose()
    },
    { fields: CAMPOS_MARCACAO },
  )

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !envio.busy) onClose()
      }}
      title={slot.marcacao ? 'Alterar marcação' : 'Incluir marcação'}
      description={slot.descricao}
      size="sm"
      footer={
        <>
          {acoes && <div className="mr-auto flex gap-2">{acoes}</div>}
          <CancelSubmitButtons form={formId} onCancel={onClose} busy={envio.busy} />
        </>
      }
    >
      <form id={formId} noValidate onSubmit={envio.onSubmit} className="space-y-4">
        <ErrorAlert error={envio.failure?.error} message={envio.failure?.message} onDismiss={() => envio.setFailure(null)} />
        <TimeField name="hora" control={form.control} label="Horário" autoComplete="off" required />
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
