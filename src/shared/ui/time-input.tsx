import type { InputHTMLAttributes, Ref } from 'react'
import { IMask, IMaskInput } from 'react-imask'
import { cn } from '@/shared/lib'
import { inputClass } from './input'

const TIME_BLOCKS = {
  HH: { mask: IMask.MaskedRange, from: 0, to: 24, maxLength: 2 },
  MM: { mask: IMask.MaskedRange, from: 0, to: 59, maxLength: 2 },
}

export interface TimeInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue' | 'ref' | 'maxLength'> {
  /** 'hh:mm' (possibly incomplete while typing). */
  value?: string
  onChange?: (value: string) => void
  ref?: Ref<HTMLInputElement>
}

/** TC-104: hh:mm mask, hours 00..24 and minutes 00..59; '24:00' is the maximum a form accepts. */
export function TimeInput({ value, onChange, ref, className, placeholder = 'hh:mm', ...props }: TimeInputProps) {
  return (
    <IMaskInput
      mask="HH:MM"
      blocks={TIME_BLOCKS}
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
