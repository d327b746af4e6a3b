import type { FieldPath, FieldValues } from 'react-hook-form'
import { AsyncSelect } from './async-select'
import { ControlledField, type ControlledFieldProps } from './controlled-field'

/** An option with a numeric id and a label, as the pickers of registers and lookups return. */
export interface IdLabelOption {
  id: number
  label: string
}

export interface AsyncOptionFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> extends Omit<ControlledFieldProps<TFieldValues, TName, TTransformedValues>, 'children'> {
  loadOptions: (input: string, signal: AbortSignal) => Promise<readonly IdLabelOption[]>
}

/** A form field picking one id/label option searched as the user types (the field's value is the option or null). */
export function AsyncOptionField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ loadOptions, ...props }: AsyncOptionFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <ControlledField {...props}>
      {({ field, fieldState, control }) => (
        <AsyncSelect<IdLabelOption>
          inputId={control.id}
          aria-describedby={control['aria-describedby']}
          invalid={fieldState.invalid}
          value={field.value as IdLabelOption | null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          loadOptions={loadOptions}
          defaultOptions
          getOptionLabel={(option) => option.label}
          getOptionValue={(option) => String(option.id)}
        />
      )}
    </ControlledField>
  )
}
