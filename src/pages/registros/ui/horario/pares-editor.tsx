import { useId } from 'react'
import { Controller, get, useFieldArray, useFormState, type Control, type FieldError, type FieldPath } from 'react-hook-form'
import { MODOS_MARCACAO } from '@/entities/horario'
import { cn } from '@/shared/lib'
import { Button, inputClass, TimeInput } from '@/shared/ui'
import type { HorarioFormValues } from '../../model/horario-form'

const MAX_PARES = 4
const VAZIO = { entrada: '', saida: '', modoEntrada: 'MARCACAO', modoSaida: 'MARCACAO' } as const

type CaminhoPares = `semana.${keyof HorarioFormValues['semana']}` | `ciclo.${number}.slots`

const LADOS = [
  { campo: 'entrada', modo: 'modoEntrada', rotulo: 'Entrada', rotuloModo: 'entrada' },
  { campo: 'saida', modo: 'modoSaida', rotulo: 'Saída', rotuloModo: 'saída' },
] as const

/** The entry/exit pairs of one day (up to four), in order (REG-024): each side a time and how it is punched. */
export function ParesEditor({ control, name, dia }: { control: Control<HorarioFormValues>; name: CaminhoPares; dia: string }) {
  const { fields, append, remove } = useFieldArray({ control, name })
  const { errors } = useFormState({ control, name })
  const prefixo = useId()
  /** The id of the message of a side of a pair (API-015: the error beside its field, linked with aria-describedby). */
  const idErro = (index: number, campo: string) => `${prefixo}-${index}-${campo}-erro`
  return (
    <div className="flex flex-wrap items-start gap-2">
      {fields.map((campo, index) => (
        <span key={campo.id} className="inline-flex flex-col gap-0.5 rounded border border-slate-200 px-1.5 py-1">
          <span className="inline-flex items-center gap-1">
            {LADOS.map((lado) => (
              <span key={lado.campo} className="inline-flex items-center gap-1">
                <Controller
                  control={control}
                  name={`${name}.${index}.${lado.campo}` as FieldPath<HorarioFormValues>}
                  render={({ field, fieldState }) => (
                    <TimeInput
                      ref={field.ref}
                      name={field.name}
                      aria-label={`${lado.rotulo} ${index + 1} de ${dia}`}
                      aria-invalid={fieldState.invalid || undefined}
                      aria-describedby={fieldState.error ? idErro(index, lado.campo) : undefined}
                      value={String(field.value ?? '')}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      className="w-20"
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`${name}.${index}.${lado.modo}` as FieldPath<HorarioFormValues>}
                  render={({ field }) => (
                    <select
                      ref={field.ref}
                      aria-label={`Modo da ${lado.rotuloModo} do par ${index + 1} de ${dia}`}
                      className={cn(inputClass, 'w-auto px-1 text-xs')}
                      value={String(field.value ?? 'MARCACAO')}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    >
                      {Object.entries(MODOS_MARCACAO).map(([valor, rotulo]) => (
                        <option key={valor} value={valor}>
                          {rotulo}
                        </option>
                      ))}
                    </select>
                  )}
                />
              </span>
            ))}
            <Button variant="ghost" size="sm" aria-label={`Remover par ${index + 1} de ${dia}`} onClick={() => remove(index)}>
              ×
            </Button>
          </span>
          {LADOS.map((lado) => {
            const mensagem = (get(errors, `${name}.${index}.${lado.campo}`) as FieldError | undefined)?.message
            return (
              mensagem && (
                <p key={lado.campo} id={idErro(index, lado.campo)} role="alert" className="text-xs font-medium text-danger-500">
                  {`${lado.rotulo} ${index + 1}: ${mensagem}`}
                </p>
              )
            )
          })}
        </span>
      ))}
      {fields.length < MAX_PARES && (
        <Button variant="ghost" size="sm" aria-label={`Adicionar par em ${dia}`} onClick={() => append({ ...VAZIO })}>
          + par
        </Button>
      )}
    </div>
  )
}
