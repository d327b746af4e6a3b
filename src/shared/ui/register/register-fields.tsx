import { Controller, useWatch, type Control, type FieldErrors, type FieldValues } from 'react-hook-form'
import { cn } from '@/shared/lib'
import { MSG_SELECT_PLACEHOLDER } from '@/shared/config'
import { FormField } from '../form-field'
import { Checkbox, Input, inputClass, Textarea } from '../input'
import { DateInput } from '../date-input'
import { MaskedInput } from '../masked-input'
import { AsyncSelect } from '../async-select'
import type { LookupValue, RegisterField } from './register-types'

function errorOf(errors: FieldErrors, name: string): string | undefined {
  const error = name.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors)
  const message = (error as { message?: unknown } | undefined)?.message
  return typeof message === 'string' ? message : undefined
}

/** A register form's fields, from their declaration. */
export function RegisterFields<Values extends FieldValues>({
  fields,
  control,
  errors,
}: {
  fields: readonly RegisterField<Values>[]
  control: Control<Values>
  errors: FieldErrors<Values>
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <Controller
          key={field.name}
          name={field.name}
          control={control}
          render={({ field: { ref, value, onChange, onBlur, name } }) => {
            const error = errorOf(errors, field.name)
            if (field.kind === 'checkbox') {
              return (
                <div className="flex flex-col justify-end gap-1">
                  <Checkbox
                    ref={ref}
                    name={name}
                    label={field.label}
                    checked={Boolean(value)}
                    onChange={(event) => onChange(event.target.checked)}
                    onBlur={onBlur}
                  />
                  {error && <p className="text-xs text-danger-700">{error}</p>}
                </div>
              )
            }
            if (field.kind === 'custom') {
              const subtree = field.name.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors)
              return (
                <div className="sm:col-span-2">
                  {field.render?.({ name, label: field.label, value, onChange, error, errors: subtree })}
                </div>
              )
            }
            if (field.kind === 'lookup') {
              return (
                <FormField label={field.label} error={error} hint={field.hint} required={field.required}>
                  {({ id, ...aria }) => (
                    <LookupInput
                      field={field}
                      control={control}
                      inputId={id}
                      name={name}
                      value={(value as LookupValue | null) ?? null}
                      onChange={onChange}
                      onBlur={onBlur}
                      invalid={!!error}
                      describedBy={aria['aria-describedby']}
                    />
                  )}
                </FormField>
              )
            }
            const vazio = value === null || value === undefined || (typeof value === 'number' && Number.isNaN(value))
            const common = { ref, name, onBlur, value: vazio ? '' : value, required: field.required }
            return (
              <FormField
                label={field.label}
                error={error}
                hint={field.hint}
                required={field.required}
                className={cn(field.kind === 'textarea' && 'sm:col-span-2')}
              >
                {field.kind === 'textarea' ? (
                  <Textarea {...common} maxLength={field.maxLength} onChange={(event) => onChange(event.target.value)} />
                ) : field.mask ? (
                  <MaskedInput
                    ref={ref}
                    name={name}
                    onBlur={onBlur}
                    value={String(value ?? '')}
                    mask={field.mask}
                    onChange={onChange}
                    required={field.required}
                  />
                ) : field.kind === 'date' ? (
                  <DateInput {...common} value={common.value as string} invalidAsText onChange={(event) => onChange(event.target.value)} />
                ) : field.kind === 'select' ? (
                  <select {...common} className={inputClass} onChange={(event) => onChange(event.target.value)}>
                    <option value="">{MSG_SELECT_PLACEHOLDER}</option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <Input
                    {...common}
                    type={field.kind}
                    maxLength={field.maxLength}
                    onChange={(event) =>
                      onChange(field.kind === 'number' && event.target.value !== '' ? Number(event.target.value) : event.target.value)
                    }
                  />
                )}
              </FormField>
            )
          }}
        />
      ))}
    </div>
  )
}

interface LookupInputProps<Values extends FieldValues> {
  field: RegisterField<Values>
  control: Control<Values>
  inputId: string
  name: string
  value: LookupValue | null
  onChange: (value: LookupValue | null) => void
  onBlur: () => void
  invalid: boolean
  describedBy: string | undefined
}

/** A 'lookup' field; with `dependsOn`, its options are searched with that field's value and again when it changes. */
function LookupInput<Values extends FieldValues>({ field, control, describedBy, ...props }: LookupInputProps<Values>) {
  const dependencia: unknown = useWatch({ control, name: field.dependsOn ?? field.name, disabled: !field.dependsOn })
  const valorDependencia = field.dependsOn ? dependencia : undefined
  const load = field.load
  return (
    <AsyncSelect<LookupValue>
      key={JSON.stringify(valorDependencia ?? null)}
      {...props}
      loadOptions={load ? (text, signal) => load(text, signal, valorDependencia) : () => Promise.resolve([])}
      defaultOptions
      getOptionLabel={(o) => o.label}
      getOptionValue={(o) => o.value}
      aria-describedby={describedBy}
    />
  )
}
