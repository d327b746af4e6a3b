import type { ReactNode } from 'react'
import {
  Controller,
  type Control,
  type ControllerFieldState,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form'
import { FormField, type ControlProps, type FormFieldProps } from './form-field'

export interface ControlledFieldRenderProps<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>> {
  field: ControllerRenderProps<TFieldValues, TName>
  fieldState: ControllerFieldState
  /** id, aria-invalid and aria-describedby for the control (from FormField). */
  control: ControlProps
}

export interface ControlledFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
> extends Omit<FormFieldProps, 'children' | 'error' | 'htmlFor'> {
  name: TName
  control: Control<TFieldValues, unknown, TTransformedValues>
  children: (props: ControlledFieldRenderProps<TFieldValues, TName>) => ReactNode
}

/** A react-hook-form Controller rendered inside a FormField that shows the field's error. */
export function ControlledField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ name, control, children, ...fieldProps }: ControlledFieldProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField {...fieldProps} field={name} error={fieldState.error?.message}>
          {(props) => children({ field, fieldState, control: props })}
        </FormField>
      )}
    />
  )
}
