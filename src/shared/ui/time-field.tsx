import type { FieldPath, FieldValues } from 'react-hook-form'
import { ControlledField, type ControlledFieldProps } from './controlled-field'
import { TimeInput, type TimeInputProps } from './time-input'

export interface TimeFieldProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>
  extends
    Omit<ControlledFieldProps<TFieldValues, TName, TTransformedValues>, 'children'>,
    Pick<TimeInputProps, 'disabled' | 'autoFocus' | 'autoComplete'> {}

/** A form field holding an 'hh:mm' time (TimeInput); `required` marks the label and the input. */
export function TimeField<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>({
  name,
  control,
  label,
  hint,
  required,
  className,
  ...inputProps
}: TimeFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <ControlledField name={name} control={control} label={label} hint={hint} required={required} className={className}>
      {({ field, control: props }) => (
        <TimeInput
          {...props}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required={required}
          {...inputProps}
        />
      )}
    </ControlledField>
  )
}
