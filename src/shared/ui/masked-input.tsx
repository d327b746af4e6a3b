import type { InputHTMLAttributes, Ref } from 'react'
import { IMaskInput } from 'react-imask'
import { cn } from '@/shared/lib'
import { inputClass } from './input'

export interface MaskedInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'defaultValue' | 'ref' | 'maxLength'> {
  /** react-imask pattern, `0` = digit: '000.000.000-00', '(00) 00000-0000'. */
  mask: string
  value?: string
  /** The masked text, or the digits only with `unmask`. Fits react-hook-form's `field.onChange`. */
  onChange?: (value: string) => void
  unmask?: boolean
  /** The DOM input, so react-hook-form can focus the field. */
  ref?: Ref<HTMLInputElement>
}

export function MaskedInput({ mask, value, onChange, unmask = false, ref, className, ...props }: MaskedInputProps) {
  return (
    <IMaskInput
      mask={mask}
      unmask={unmask}
      value={value ?? ''}
      onAccept={(accepted: string) => {
        if (accepted !== (value ?? '')) onChange?.(accepted)
      }}
      inputRef={ref}
      className={cn(inputClass, className)}
      {...props}
    />
  )
}
