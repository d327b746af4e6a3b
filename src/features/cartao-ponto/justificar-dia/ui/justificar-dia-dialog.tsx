import { zodResolver } from '@hookform/resolvers/zod'
import type { CabecalhoCartao, RegistroDia } from '@/entities/cartao-ponto'
import { lembrarMotivo, MotivoField } from '@/entities/motivo'
import { hasRole, useSessao } from '@/entities/sessao'
import { errorMessage } from '@/shared/api'
import { formatDayMonth, useFormSubmit, useAppForm } from '@/shared/lib'
import { CancelSubmitButtons, Dialog, ErrorAlert, FormField, RadioFieldset, Textarea } from '@/shared/ui'
import { useJustificarDia } from '../api/justificar-dia.mutation'
import {
  horasJustificadas,
  justificarDiaSchema,
  ROTULO_TIPO,
  tiposJustificarDia,
  type JustificarDiaInput,
  type JustificarDiaValues,
} from '../model/justificar-dia.schema'

export interface JustificarDiaDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  cartao: CabecalhoCartao
  registro: RegistroDia
  /** After the change was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
}

/** The server's properties of the form, in screen order (the reason travels as idMotivo). */
const CAMPOS_SERVIDOR = ['tipoJustificativa', 'idMotivo', 'observacao'] as const

/** TC-114..116: justify or excuse a day. */
export function JustificarDiaDialog({ open, onOpenChange, cartao, registro, onSalvo }: JustificarDiaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Justificar / abonar o dia ${formatDayMonth(registro.data)}`}>
      {open && (
        <JustificarDiaForm
          cartao={cartao}
          registro={registro}
          onDone={(salvou) => {
            if (salvou) onSalvo?.()
            onOpenChange(false)
          }}
        />
      )}
    </Dialog>
  )
}

function JustificarDiaForm({ cartao, registro, onDone }: { cartao: CabecalhoCartao; registro: RegistroDia; onDone: (salvou: boolean) => void }) {
  const sessao = useSessao()
  const mutation = useJustificarDia()
  const tipos = tiposJustificarDia(registro.quadroHorarioTipo)
  const form = useAppForm<JustificarDiaInput, unknown, JustificarDiaValues>({
    resolver: zodResolver(justificarDiaSchema),
    defaultValues: { tipoJustificativa: 'ABONO', motivo: null, observacao: '' },
    rascunho: `justificar-dia:${registro.data}`,
  })
  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (values) => {
      await mutation.mutateAsync({
        idFuncionario: cartao.funcionario.id,
        idCompetencia: cartao.competencia.id,
        idRegistro: registro.id,
        data: registro.data,
        tipoJustificativa: values.tipoJustificativa,
        horas: horasJustificadas(values.tipoJustificativa, registro),
        idMotivo: values.motivo.id,
        idBancoDias: null,
        observacao: values.observacao.trim() || null,
      })
      lembrarMotivo(values.motivo)
      onDone(true)
    },
    { fields: CAMPOS_SERVIDOR, fieldOf: { idMotivo: 'motivo' } },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <RadioFieldset
        legend="Tipo"
        options={tipos.map((tipo) => ({ value: tipo, label: ROTULO_TIPO[tipo] }))}
        register={form.register('tipoJustificativa')}
      />
      <MotivoField
        name="motivo"
        control={form.control}
        podeCriar={hasRole(sessao, 'rh')}
        onError={(error) => setFailure({ error, message: errorMessage(error) })}
      />
      <FormField label="Observação" error={form.formState.errors.observacao?.message}>
        <Textarea {...form.register('observacao')} maxLength={500} />
      </FormField>
      <div className="flex justify-end gap-2">
        <CancelSubmitButtons onCancel={() => onDone(false)} busy={busy} />
      </div>
    </form>
  )
}
