import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { CartaoPonto, RegistroDia } from '@/entities/cartao-ponto'
import { searchLookup, type LookupOption } from '@/entities/lookup'
import { applyServerErrors, formatDayMonth } from '@/shared/lib'
import { AsyncSelect, Button, Checkbox, Dialog, ErrorAlert, FormField, Input } from '@/shared/ui'
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
  cartao: CartaoPonto
  registro: RegistroDia
}

/** TC-118..124: change the schedule of the day (or of a period from it), or make the day a day off. */
export function AlterarHorarioDiaDialog({ open, onOpenChange, cartao, registro }: AlterarHorarioDiaDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Alterar horário do dia ${formatDayMonth(registro.data)}`}>
      {open && <AlterarHorarioDiaForm cartao={cartao} registro={registro} onDone={() => onOpenChange(false)} />}
    </Dialog>
  )
}

const buscarHorarios = (text: string, signal: AbortSignal) => searchLookup('quadroHorario', text, signal)

function AlterarHorarioDiaForm({ cartao, registro, onDone }: { cartao: CartaoPonto; registro: RegistroDia; onDone: () => void }) {
  const mutation = useAlterarHorarioDia()
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const form = useForm<AlterarHorarioDiaValues>({
    resolver: zodResolver(alterarHorarioDiaSchema),
    defaultValues: valoresIniciais(registro.data),
  })
  const folga = form.watch('folga')
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending) return
    setAlerta(null)
    const funcionarioId = cartao.funcionario.id
    try {
      if (values.folga) {
        await mutation.mutateAsync({ folga: true, data: registro.data, idFuncionario: funcionarioId, idRegistro: registro.id })
      } else if (values.quadroHorarioVincular) {
        await mutation.mutateAsync({
          folga: false,
          funcionarios: [funcionarioId],
          quadroHorarioVincular: values.quadroHorarioVincular.id,
          dataInicial: values.dataInicial,
          dataFinal: values.dataFinal,
        })
      }
    } catch (error) {
      const mensagem = applyServerErrors(error, form.setError, CAMPOS_ALTERAR_HORARIO)
      setAlerta(mensagem === null ? null : { mensagem })
      return
    }
    onDone()
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
      <Checkbox label="Folga" {...form.register('folga')} />
      {!folga && (
        <>
          <Controller
            name="quadroHorarioVincular"
            control={form.control}
            render={({ field, fieldState }) => (
              <FormField label="Quadro de Horário" error={fieldState.error?.message} required>
                {(control) => (
                  <AsyncSelect<LookupOption>
                    inputId={control.id}
                    aria-describedby={control['aria-describedby']}
                    invalid={fieldState.invalid}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    loadOptions={buscarHorarios}
                    defaultOptions
                    getOptionLabel={(option) => option.label}
                    getOptionValue={(option) => String(option.id)}
                  />
                )}
              </FormField>
            )}
          />
          <div className="grid grid-cols-2 gap-3">
            <FormField label="Data Inicial" error={errors.dataInicial?.message} required>
              <Input type="date" {...form.register('dataInicial')} />
            </FormField>
            <FormField label="Data Final" error={errors.dataFinal?.message} required>
              <Input type="date" {...form.register('dataFinal')} />
            </FormField>
          </div>
        </>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={mutation.isPending}>
          Cancelar
        </Button>
        <Button type="submit" busy={mutation.isPending}>
          Salvar
        </Button>
      </div>
    </form>
  )
}
