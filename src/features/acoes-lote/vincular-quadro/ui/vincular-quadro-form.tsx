import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { AcaoLoteResumo, SelecaoBody } from '@/entities/acao-lote'
import { searchLookup, type LookupOption } from '@/entities/lookup'
import { applyServerErrors } from '@/shared/lib'
import { AsyncSelect, Button, ErrorAlert, FormField, Input } from '@/shared/ui'
import { useVincularQuadroLote } from '../api/vincular-quadro.mutation'
import {
  CAMPOS_VINCULAR_QUADRO,
  MSG_SELECIONE,
  vincularQuadroLoteSchema,
  type VincularQuadroLoteValues,
} from '../model/vincular-quadro.schema'

export interface VincularQuadroLoteFormProps {
  selecao: SelecaoBody
  selecionados: number
  /** BATCH-007: the days get the schedule as a special schedule. */
  especial?: boolean
  /** The batch action recorded (null when the server answers 204). */
  onDone: (acao: AcaoLoteResumo | null) => void
}

const buscarHorarios = (text: string, signal: AbortSignal) => searchLookup('quadroHorario', text, signal)

/** BATCH-004 / BATCH-007: links a schedule to each day of a period for the selected employees. */
export function VincularQuadroLoteForm({ selecao, selecionados, especial = false, onDone }: VincularQuadroLoteFormProps) {
  const mutation = useVincularQuadroLote(especial)
  const [alerta, setAlerta] = useState<{ mensagem: string } | null>(null)
  const form = useForm<VincularQuadroLoteValues>({
    resolver: zodResolver(vincularQuadroLoteSchema),
    defaultValues: { quadroHorarioVincular: null, dataInicial: '', dataFinal: '' },
  })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit(async (values) => {
    if (mutation.isPending || !values.quadroHorarioVincular) return
    if (selecionados === 0) return setAlerta({ mensagem: MSG_SELECIONE })
    setAlerta(null)
    try {
      onDone(
        await mutation.mutateAsync({
          ...selecao,
          quadroHorarioVincular: values.quadroHorarioVincular.id,
          dataInicial: values.dataInicial,
          dataFinal: values.dataFinal,
        }),
      )
    } catch (error) {
      const mensagem = applyServerErrors(error, form.setError, CAMPOS_VINCULAR_QUADRO)
      setAlerta(mensagem === null ? null : { mensagem })
    }
  })

  return (
    <form
      noValidate
      aria-label={especial ? 'Quadro de horário especial' : 'Vincular quadro de horário'}
      onSubmit={(event) => void onSubmit(event)}
      className="space-y-4"
    >
      <ErrorAlert error={alerta} message={alerta?.mensagem} />
      <Controller
        name="quadroHorarioVincular"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormField label={especial ? 'Quadro de Horário Especial' : 'Quadro de Horário'} error={fieldState.error?.message} required>
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
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          Vincular aos selecionados
        </Button>
      </div>
    </form>
  )
}
