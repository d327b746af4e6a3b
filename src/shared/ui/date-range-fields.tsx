import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormField } from './form-field'
import { DateInput } from './date-input'

export interface DateRangeFieldsProps {
  /** form.register(...) of the first day. */
  start: UseFormRegisterReturn
  /** form.register(...) of the last day. */
  end: UseFormRegisterReturn
  startError?: string | undefined
  endError?: string | undefined
}

/** The required 'Data Inicial' and 'Data Final' date fields of a period, side by side. */
export function DateRangeFields({ start, end, startError, endError }: DateRangeFieldsProps) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField label="Data Inicial" error={startError} required>
        <DateInput {...start} />
      </FormField>
      <FormField label="Data Final" error={endError} required>
        <DateInput {...end} />
      </FormField>
    </div>
  )
}
