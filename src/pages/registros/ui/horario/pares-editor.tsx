import { Controller, useFieldArray, type Control, type FieldPath } from 'react-hook-form'
import { Button, TimeInput } from '@/shared/ui'
import type { HorarioFormValues } from '../../model/horario-form'

const MAX_PARES = 4
const VAZIO = { entrada: '', saida: '', modoEntrada: 'MARCACAO', modoSaida: 'MARCACAO' } as const

type CaminhoPares = `semana.${keyof HorarioFormValues['semana']}` | `ciclo.${number}.slots`

/** The entry/exit pairs of one day (up to four), as time inputs. */
export function ParesEditor({ control, name, dia }: { control: Control<HorarioFormValues>; name: CaminhoPares; dia: string }) {
  const { fields, append, remove } = useFieldArray({ control, name })
  return (
    <div className="flex flex-wrap items-center gap-2">
      {fields.map((campo, index) => (
        <span key={campo.id} className="inline-flex items-center gap-1 rounded border border-slate-200 px-1.5 py-1">
          {(['entrada', 'saida'] as const).map((lado) => (
            <Controller
              key={lado}
              control={control}
              name={`${name}.${index}.${lado}` as FieldPath<HorarioFormValues>}
              render={({ field, fieldState }) => (
                <TimeInput
                  ref={field.ref}
                  aria-label={`${lado === 'entrada' ? 'Entrada' : 'Saída'} ${index + 1} de ${dia}`}
                  aria-invalid={fieldState.invalid || undefined}
                  title={fieldState.error?.message}
                  value={String(field.value ?? '')}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  className="w-20"
                />
              )}
            />
          ))}
          <Button variant="ghost" size="sm" aria-label={`Remover par ${index + 1} de ${dia}`} onClick={() => remove(index)}>
            ×
          </Button>
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
