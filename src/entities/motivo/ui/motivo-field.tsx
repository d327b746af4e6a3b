import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { ControlledField } from '@/shared/ui'
import type { Motivo } from '../model/motivo'
import { MotivoSelect } from './motivo-select'

export interface MotivoFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> {
  name: TName
  control: Control<TFieldValues, unknown, TTransformedValues>
  /** TC-192/193: HR may create a reason from the typed text. */
  podeCriar: boolean
  onError?: (error: unknown) => void
}

/** The required 'Motivo' field of a form (its value is the reason or null). */
export function MotivoField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>({
  name,
  control,
  podeCriar,
  onError,
}: MotivoFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <ControlledField name={name} control={control} label="Motivo" required>
      {({ field, fieldState, control: props }) => (
        <MotivoSelect
          inputId={props.id}
          aria-describedby={props['aria-describedby']}
          invalid={fieldState.invalid}
          value={(field.value as Motivo | null | undefined) ?? null}
          onChange={field.onChange}
          podeCriar={podeCriar}
          onError={onError}
        />
      )}
    </ControlledField>
  )
}
