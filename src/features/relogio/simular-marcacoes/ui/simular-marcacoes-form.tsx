import { zodResolver } from '@hookform/resolvers/zod'
import { buscarFuncionarioOpcoes } from '@/entities/funcionario'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { AsyncOptionField, Button, DateInput, ErrorAlert, FormField, Input } from '@/shared/ui'
import { useSimularMarcacoes, type Simulacao } from '../api/simular-marcacoes.mutation'
import {
  CAMPOS_SIMULAR_MARCACOES,
  separarHorarios,
  simularMarcacoesSchema,
  type SimularMarcacoesValues,
} from '../model/simular-marcacoes.schema'

export interface SimularMarcacoesFormProps {
  /** 'yyyy-MM-dd' the date starts with. */
  dataInicial: string
  onSimulado: (simulacao: Simulacao) => void
}

/** The clock simulator: an employee, a date and the times the clock registers. */
export function SimularMarcacoesForm({ dataInicial, onSimulado }: SimularMarcacoesFormProps) {
  const mutation = useSimularMarcacoes()
  const form = useAppForm<SimularMarcacoesValues>({
    resolver: zodResolver(simularMarcacoesSchema),
    defaultValues: { funcionarioId: null, data: dataInicial, horas: '' },
  })

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (values) => {
      if (values.funcionarioId === null) return
      const simulacao = await mutation.mutateAsync({
        funcionarioId: values.funcionarioId.id,
        data: values.data,
        horas: separarHorarios(values.horas),
      })
      onSimulado(simulacao)
    },
    { fields: CAMPOS_SIMULAR_MARCACOES },
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Simular marcações" className="space-y-4">
      <ErrorAlert error={failure?.error} message={failure?.message} />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr_2fr]">
        <AsyncOptionField name="funcionarioId" control={form.control} label="Funcionário" required loadOptions={buscarFuncionarioOpcoes} />
        <FormField label="Data" error={form.formState.errors.data?.message} required>
          <DateInput required {...form.register('data')} />
        </FormField>
        <FormField
          label="Horários"
          error={form.formState.errors.horas?.message}
          hint="hh:mm separados por espaço, ex.: 08:00 12:00 13:00 17:00"
          required
        >
          <Input inputMode="numeric" required {...form.register('horas')} />
        </FormField>
      </div>
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Registrar marcações
        </Button>
      </div>
    </form>
  )
}
