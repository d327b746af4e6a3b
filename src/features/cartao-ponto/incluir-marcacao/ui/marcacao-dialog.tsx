import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState, type ReactNode } from 'react'
import { lembrarMotivo, MotivoField, type Motivo } from '@/entities/motivo'
import { isRh, useSessao } from '@/entities/sessao'
import { CARTAO_DERIVADOS, errorMessage, invalidateTargets } from '@/shared/api'
import { isValidHhmm, useFormSubmit, useAppForm } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert, TimeField } from '@/shared/ui'
import { OrdemNaoAplicada, useSalvarMarcacao } from '../api/incluir-marcacao.mutation'
import { CAMPOS_MARCACAO, marcacaoFormSchema, type MarcacaoFormInput, type MarcacaoFormValues } from '../model/marcacao-form.schema'
import { previaDoDia } from '../model/previa-dia'
import type { SlotMarcacao } from '../model/slot'
import { PreviaDoDia } from './previa-dia'

export interface MarcacaoDialogProps {
  slot: SlotMarcacao
  /** Typed in the grid before opening (keyboard-first), else the punch's time. */
  horaInicial?: string
  /** Proposed reason (keyboard-first: the last one used), else the punch's reason. */
  motivoInicial?: Motivo | null
  onClose: () => void
  /** After the punch was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
  /** More actions for the punch (disregard / remove), composed by the grid. */
  acoes?: ReactNode
}

function motivoDaMarcacao(slot: SlotMarcacao): Motivo | null {
  const motivo = slot.marcacao?.tratamento?.motivo
  return motivo ? { id: motivo.id, descricao: motivo.descricao ?? '', ativo: true } : null
}

/**
 * TC-099..TC-104: 'Incluir marcação' for an empty slot, 'Alterar marcação' for a punch; saves with POST /api/registros.
 * Issue 14: once the time is valid, a preview of the day; out of time order, a warning and (checked) the day put in
 * time order after the save.
 */
export function MarcacaoDialog({ slot, horaInicial, motivoInicial, onClose, onSalvo, acoes }: MarcacaoDialogProps) {
  const sessao = useSessao()
  const formId = useId()
  const queryClient = useQueryClient()
  const mutation = useSalvarMarcacao()
  const [emOrdem, setEmOrdem] = useState(true)
  // The punch this dialog saved when putting the day in order failed: saving again alters it instead of adding another.
  const [salvaSemOrdem, setSalvaSemOrdem] = useState<number | null>(null)
  const form = useAppForm<MarcacaoFormInput, unknown, MarcacaoFormValues>({
    resolver: zodResolver(marcacaoFormSchema),
    defaultValues: {
      hora: horaInicial ?? slot.marcacao?.hora ?? '',
      idMotivo: motivoInicial ?? motivoDaMarcacao(slot),
    },
    rascunho: `marcacao:${slot.data}:${slot.sequencia}`,
  })

  const horaDigitada = form.watch('hora').trim()
  const previa = useMemo(() => (isValidHhmm(horaDigitada) ? previaDoDia(slot, horaDigitada) : null), [slot, horaDigitada])

  const envio = useFormSubmit(
    form,
    async ({ hora, idMotivo }) => {
      if (!idMotivo) return
      const marcacao = {
        idFuncionario: slot.idFuncionario,
        idCompetencia: slot.idCompetencia,
        idRegistro: slot.idRegistro,
        idMarcacao: salvaSemOrdem ?? slot.marcacao?.id ?? null,
        data: slot.data,
        hora,
        idMotivo: idMotivo.id,
        sequencia: slot.sequencia,
        modoMarcacao: slot.modoMarcacao,
        tipoJustificativa: 'INCLUIR_MARCACAO' as const,
      }
      // Out of order: as the user chose. In order across midnight with a punch typed before dated on another day (its
      // exit typed before its entry): put in order too, which dates it as the preview reads it.
      const { quebra, redatar } = previaDoDia(slot, hora)
      const emOrdemDeHorario = quebra !== null ? emOrdem : redatar
      try {
        await mutation.mutateAsync({ marcacao, emOrdemDeHorario })
      } catch (error) {
        if (!(error instanceof OrdemNaoAplicada)) throw error
        setSalvaSemOrdem(error.idMarcacao)
        void invalidateTargets(queryClient, [CARTAO_DERIVADOS])
        throw error.causa
      }
      lembrarMotivo(idMotivo)
      onSalvo?.()
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
        {salvaSemOrdem !== null && <p className="text-sm text-slate-700">A marcação foi salva, mas o dia ainda não está em ordem de horário.</p>}
        <TimeField name="hora" control={form.control} label="Horário" autoComplete="off" required />
        <MotivoField
          name="idMotivo"
          control={form.control}
          podeCriar={isRh(sessao)}
          onError={(error) => envio.setFailure({ error, message: errorMessage(error) })}
        />
        {previa && <PreviaDoDia previa={previa} emOrdem={emOrdem} onEmOrdemChange={setEmOrdem} />}
      </form>
    </Dialog>
  )
}
