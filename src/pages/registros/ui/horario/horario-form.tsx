import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactNode } from 'react'
import { Controller, useFieldArray, type FieldPath } from 'react-hook-form'
import { copiarSegunda, DIAS_SEMANA, NOMES_DIAS, TIPOS_HORARIO, type Horario } from '@/entities/horario'
import { errorMessage } from '@/shared/api'
import { useFormSubmit, useAppForm } from '@/shared/lib'
import { Button, Checkbox, ConfirmDialog, DateInput, FormField, Input, inputClass, PageTitle, TimeInput } from '@/shared/ui'
import { formParaHorario, horarioFormSchema, horarioParaForm, USA_CARGA_DIARIA, type HorarioFormValues } from '../../model/horario-form'
import { ParesEditor } from './pares-editor'

export interface HorarioFormProps {
  titulo: string
  /** The schedule, or the template of a new one (REG-028). */
  horario: Horario
  salvar: (body: Record<string, unknown>) => Promise<unknown>
  excluir?: () => Promise<unknown>
  onDone: () => void
  /** Shown below the days, above the buttons (e.g. the saved schedule's summary, REG-031). */
  resumo?: ReactNode
}

/** REG-022..032: a schedule: its type, tolerance and, per weekday (or per day of a rotating cycle), the pairs. */
export function HorarioForm({ titulo, horario, salvar, excluir, onDone, resumo }: HorarioFormProps) {
  const form = useAppForm<HorarioFormValues>({ resolver: zodResolver(horarioFormSchema), defaultValues: horarioParaForm(horario) })
  const { control, register, formState } = form
  const tipo = form.watch('tipoHorario')
  const ciclo = useFieldArray({ control, name: 'ciclo' })
  const [perguntando, setPerguntando] = useState(false)
  const erro = (nome: FieldPath<HorarioFormValues>) => form.getFieldState(nome, formState).error?.message

  const {
    onSubmit: submit,
    busy,
    failure,
    setFailure,
  } = useFormSubmit(
    form,
    async (valores) => {
      await salvar(formParaHorario(valores, horario.id))
      onDone()
    },
    { fields: ['codigo', 'descricao', 'tipoHorario', 'toleranciaMinutos', 'cargaSemanal', 'inicioRevezamento'] },
  )

  return (
    <form noValidate onSubmit={submit} aria-label={titulo} className="flex flex-col gap-4 pb-20">
      <PageTitle className="mb-0">{titulo}</PageTitle>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-500 bg-danger-50 px-4 py-2 text-sm text-danger-700">
          {failure.message}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Código" required error={erro('codigo')}>
          <Input maxLength={20} {...register('codigo')} />
        </FormField>
        <FormField label="Descrição" required error={erro('descricao')} className="sm:col-span-2">
          <Input maxLength={100} {...register('descricao')} />
        </FormField>
        <FormField label="Tipo" required error={erro('tipoHorario')}>
          <select className={inputClass} {...register('tipoHorario')}>
            {Object.entries(TIPOS_HORARIO).map(([valor, rotulo]) => (
              <option key={valor} value={valor}>
                {rotulo}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Tolerância (minutos)" error={erro('toleranciaMinutos')}>
          <Input type="number" min={0} max={60} {...register('toleranciaMinutos', { valueAsNumber: true })} />
        </FormField>
        {tipo === 'CARGA_HORARIA' && (
          <Duracao control={control} name="cargaSemanal" rotulo="Carga semanal" erro={erro('cargaSemanal')} horasMaximas={99} />
        )}
        {tipo === 'FIXO_INTERVALO_FLEXIVEL' && (
          <Duracao control={control} name="intervaloMinimo" rotulo="Intervalo mínimo" erro={erro('intervaloMinimo')} />
        )}
      </div>

      {tipo === 'REVEZAMENTO' ? (
        <section aria-label="Ciclo do revezamento" className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
          <FormField label="Início do revezamento" required error={erro('inicioRevezamento')} className="max-w-xs">
            <DateInput {...register('inicioRevezamento')} />
          </FormField>
          {ciclo.fields.map((campo, index) => (
            <div key={campo.id} className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-2">
              <span className="w-16 text-sm font-medium">Dia {index + 1}</span>
              <Checkbox label="Folga" {...register(`ciclo.${index}.folga`)} />
              {!form.watch(`ciclo.${index}.folga`) && (
                <ParesEditor control={control} name={`ciclo.${index}.slots`} dia={`dia ${index + 1}`} />
              )}
              <Button variant="ghost" size="sm" className="ml-auto" onClick={() => ciclo.remove(index)}>
                Remover dia
              </Button>
            </div>
          ))}
          <div>
            <Button variant="secondary" size="sm" onClick={() => ciclo.append({ folga: false, slots: [] })}>
              Adicionar dia ao ciclo
            </Button>
          </div>
        </section>
      ) : (
        <section aria-label="Horários da semana" className="flex flex-col gap-2 rounded-md border border-slate-200 bg-white p-4">
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-semibold text-slate-800">Horários da semana</h2>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                const copia = copiarSegunda(form.getValues('semana'))
                for (const dia of ['TERCA', 'QUARTA', 'QUINTA', 'SEXTA'] as const)
                  form.setValue(`semana.${dia}`, copia[dia], { shouldDirty: true })
              }}
            >
              Copiar segunda para terça a sexta
            </Button>
          </div>
          {DIAS_SEMANA.map((dia) => (
            <div key={dia} className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-2">
              <span className="w-20 text-sm font-medium">{NOMES_DIAS[dia]}</span>
              <ParesEditor control={control} name={`semana.${dia}`} dia={NOMES_DIAS[dia]} />
              {USA_CARGA_DIARIA.includes(tipo) && (
                <span className="ml-auto">
                  <Duracao
                    control={control}
                    name={`cargaDiaria.${dia}`}
                    rotulo={`Carga de ${NOMES_DIAS[dia]}`}
                    erro={erro(`cargaDiaria.${dia}`)}
                  />
                </span>
              )}
            </div>
          ))}
        </section>
      )}

      {resumo}

      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        {excluir && (
          <Button variant="danger" className="mr-auto" onClick={() => setPerguntando(true)}>
            Excluir
          </Button>
        )}
        <Button variant="secondary" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy}>
          Salvar
        </Button>
      </div>
      {excluir && (
        <ConfirmDialog
          open={perguntando}
          question={`Deseja realmente excluir o horário ${horario.codigo}?`}
          confirmVariant="danger"
          onCancel={() => setPerguntando(false)}
          onConfirm={async () => {
            try {
              await excluir()
              onDone()
            } catch (error) {
              setFailure({ error, message: errorMessage(error) })
            } finally {
              setPerguntando(false)
            }
          }}
        />
      )}
    </form>
  )
}

function Duracao({
  control,
  name,
  rotulo,
  erro,
  horasMaximas,
}: {
  control: ReturnType<typeof useAppForm<HorarioFormValues>>['control']
  name: FieldPath<HorarioFormValues>
  rotulo: string
  erro?: string
  horasMaximas?: number
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormField label={rotulo} error={erro}>
          <TimeInput
            ref={field.ref}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            horasMaximas={horasMaximas}
          />
        </FormField>
      )}
    />
  )
}
