import { zodResolver } from '@hookform/resolvers/zod'
import { Controller } from 'react-hook-form'
import type { Escala } from '@/entities/cadastro/escala'
import { formatDayMonth, useFormSubmit, weekdayShort, useAppForm } from '@/shared/lib'
import { Button, Checkbox, ErrorAlert, inputClass, Spinner, TimeInput } from '@/shared/ui'
import { useSalvarDiasEscala } from '../api/salvar-dias-escala.mutation'
import { useHorariosDaEscala } from '../model/horarios-escala'
import { diasEscalaSchema, diasParaForm, formParaDias, type DiasEscalaValores } from '../model/dias-escala'

const diaLocal = (data: string) => new Date(`${data}T12:00:00`)

/**
 * REG-034: the month of a roster, one row per day: its schedule (REG-033: the roster and on-call schedules), rest day
 * and hours; a closed competence is read-only.
 */
export function DiasEscalaPanel({ escala }: { escala: Escala }) {
  const horarios = useHorariosDaEscala(escala.dias.map((d) => d.quadroHorarioId))
  const salvar = useSalvarDiasEscala(escala)
  const form = useAppForm<DiasEscalaValores>({ resolver: zodResolver(diasEscalaSchema), defaultValues: diasParaForm(escala) })
  const somenteLeitura = escala.competencia?.fechada ?? false
  const erros = form.formState.errors.dias

  const { onSubmit, busy, failure } = useFormSubmit(
    form,
    async (valores) => {
      await salvar.mutateAsync(formParaDias(valores))
      form.reset(valores)
    },
    { fields: form.getValues('dias').flatMap((_, i) => [`dias.${i}.horas`, `dias.${i}.quadroHorarioId`]) },
  )

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Dias da escala"
      className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4"
    >
      <h2 className="text-sm font-semibold text-slate-800">Dias da escala</h2>
      <ErrorAlert error={horarios.error} />
      <ErrorAlert error={failure?.error} message={failure?.message} />
      {/* The rows wait for the schedules: a select shows its value only when the option exists. */}
      {horarios.isPending ? (
        <Spinner />
      ) : (
        <table className="w-full text-sm">
          <thead className="text-left text-slate-600">
            <tr>
              <th className="py-1 font-medium">Dia</th>
              <th className="py-1 font-medium">Horário</th>
              <th className="py-1 font-medium">Folga</th>
              <th className="py-1 font-medium">Horas</th>
            </tr>
          </thead>
          <tbody>
            {escala.dias.map((dia, i) => {
              const rotulo = `${formatDayMonth(diaLocal(dia.data))} ${weekdayShort(diaLocal(dia.data))}`
              const folga = form.watch(`dias.${i}.folga`)
              const erro = erros?.[i]?.horas?.message ?? erros?.[i]?.quadroHorarioId?.message
              return (
                <tr key={dia.data} data-testid={`escala-${dia.data}`} className="border-t border-slate-100">
                  <th scope="row" className="py-1 pr-3 text-left font-medium whitespace-nowrap">
                    {rotulo}
                  </th>
                  <td className="py-1 pr-3">
                    <select
                      aria-label={`Horário de ${rotulo}`}
                      className={inputClass}
                      disabled={somenteLeitura || folga}
                      {...form.register(`dias.${i}.quadroHorarioId`)}
                    >
                      <option value="">—</option>
                      {horarios.grupos.map((grupo) => (
                        <optgroup key={grupo.rotulo} label={grupo.rotulo}>
                          {grupo.opcoes.map((h) => (
                            <option key={h.id} value={String(h.id)}>
                              {h.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </td>
                  <td className="py-1 pr-3">
                    <Checkbox
                      label="Folga"
                      aria-label={`Folga em ${rotulo}`}
                      disabled={somenteLeitura}
                      {...form.register(`dias.${i}.folga`)}
                    />
                  </td>
                  <td className="py-1">
                    <Controller
                      control={form.control}
                      name={`dias.${i}.horas`}
                      render={({ field }) => (
                        <TimeInput
                          ref={field.ref}
                          aria-label={`Horas de ${rotulo}`}
                          aria-invalid={!!erro}
                          disabled={somenteLeitura || folga}
                          value={field.value}
                          onChange={field.onChange}
                          onBlur={field.onBlur}
                        />
                      )}
                    />
                    {erro && <p className="text-xs text-danger-700">{erro}</p>}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {!somenteLeitura && (
        <div className="flex items-center justify-end gap-3">
          {salvar.isSuccess && !form.formState.isDirty && (
            <span role="status" className="text-sm text-success-500">
              Dias da escala salvos.
            </span>
          )}
          <Button type="submit" busy={busy}>
            Salvar dias
          </Button>
        </div>
      )}
    </form>
  )
}
