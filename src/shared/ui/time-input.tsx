import type { InputHTMLAttributes, Ref } from 'react'
import { IMask, IMaskInput } from 'react-imask'
import { cn } from '@/shared/lib'
import { inputClass } from './input'

/** The mask's hours (two digits, 00..`maximo`) and minutes (00..59). */
const blocos = (maximo: number) => ({
  HH: { mask: IMask.MaskedRange, from: 0, to: maximo, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
})
const TIME_BLOCKS = blocos(24)

export interface TimeInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue' | 'ref' | 'maxLength'> {
  /** 'hh:mm' (possibly incomplete while typing). */
  value?: string
  onChange?: (value: string) => void
  ref?: Ref<HTMLInputElement>
  /** The most hours the field takes (two digits): 24 for a time of day or a day's amount, 99 for a week's workload. */
  horasMaximas?: number
}

/** TC-104: hh:mm mask, hours 00..24 (or `horasMaximas`) and minutes 00..59; '24:00' is the maximum a form accepts. */
export function TimeInput({ value, onChange, ref, className, placeholder = 'hh:mm', horasMaximas = 24, ...props }: TimeInputProps) {
  return (
    <IMaskInput
      mask="HH:MM"
      blocks={horasMaximas === 24 ? TIME_BLOCKS : blocos(horasMaximas)}
      lazy
      value={value ?? ''}
      onAccept={(accepted: string) => {
        if (accepted !== (value ?? '')) onChange?.(accepted)
      }}
      inputRef={ref}
      inputMode="numeric"
      placeholder={placeholder}
      className={cn(inputClass, 'w-24 tabular-nums', className)}
      {...props}
    />
  )
}
