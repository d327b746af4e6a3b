import { zodResolver } from '@hookform/resolvers/zod'
import type { CabecalhoCartao, RegistroDia } from '@/entities/cartao-ponto'
import { searchLookup } from '@/entities/lookup'
import { formatDayMonth, useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncOptionField, CancelSubmitButtons, Checkbox, DateRangeFields, Dialog, ErrorAlert } from '@/shared/ui'
import { useAlterarHorarioDia } from '../api/alterar-horario-dia.mutation'
import {
  alterarHorarioDiaSchema,
  CAMPOS_ALTERAR_HORARIO,
  valoresIniciais,
  type AlterarHorarioDiaValues,
} from '../model/alterar-horario-dia.schema'

export interface AlterarHorarioDiaDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  cartao: CabecalhoCartao
  registro: RegistroDia
  /** After a change of this one day was saved (a day off, or a schedule for this day only), before the dialog closes. */
  onSalvo?: () => void
}

/** TC-118..124: change the schedule of the day (or of a period from it), or make the day a day off. */
export function AlterarHorarioDiaDialog({ open, onOpenChange, cartao, registro, onSalvo }: AlterarHorarioDiaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Alterar horário do dia ${formatDayMonth(registro.data)}`}>
      {open && (
        <AlterarHorarioDiaForm
          cartao={cartao}
          registro={registro}
          onDone={(soEsteDia) => {
            if (soEsteDia) onSalvo?.()
            onOpenChange(false)
          }}
        />
      )}
    </Dialog>
  )
}

const buscarHorarios = (text: string, signal: AbortSignal) => searchLookup('quadroHorario', text, signal)

interface AlterarHorarioDiaFormProps {
  cartao: CabecalhoCartao
  registro: RegistroDia
  /** `soEsteDia`: a change of this day only was saved. */
  onDone: (soEsteDia: boolean) => void
}

function AlterarHorarioDiaForm({ cartao, registro, onDone }: AlterarHorarioDiaFormProps) {
  const mutation = useAlterarHorarioDia()
  const form = useAppForm<AlterarHorarioDiaValues>({
    resolver: zodResolver(alterarHorarioDiaSchema),
    defaultValues: valoresIniciais(registro.data),
  })
  const folga = form.watch('folga')
  const { errors } = form.formState

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      const funcionarioId = cartao.funcionario.id
      let soEsteDia = false
      if (values.folga) {
        await mutation.mutateAsync({ folga: true, data: registro.data, idFuncionario: funcionarioId, idRegistro: registro.id })
        soEsteDia = true
      } else if (values.quadroHorarioVincular) {
        await mutation.mutateAsync({
          folga: false,
          funcionarios: [funcionarioId],
          quadroHorarioVincular: values.quadroHorarioVincular.id,
          dataInicial: values.dataInicial,
          dataFinal: values.dataFinal,
        })
        soEsteDia = values.dataInicial === registro.data && values.dataFinal === registro.data
      }
      onDone(soEsteDia)
    },
    { fields: CAMPOS_ALTERAR_HORARIO },
  )

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <Checkbox label="Folga" {...form.register('folga')} />
      {!folga && (
        <>
          <AsyncOptionField
            name="quadroHorarioVincular"
            control={form.control}
            label="Quadro de Horário"
            required
            loadOptions={buscarHorarios}
          />
          <DateRangeFields
            start={form.register('dataInicial')}
            end={form.register('dataFinal')}
            startError={errors.dataInicial?.message}
            endError={errors.dataFinal?.message}
          />
        </>
      )}
      <div className="flex justify-end gap-2">
        <CancelSubmitButtons onCancel={() => onDone(false)} busy={busy} />
      </div>
    </form>
  )
}
