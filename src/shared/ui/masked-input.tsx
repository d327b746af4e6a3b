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
      // Only what the user types changes the field: the mask writing a stored value its own way ('16343435264' shown as
      // '163.43435.26-4') fires `accept` without an input event, and reporting it made the form dirty as it opened.
      onAccept={(accepted: string, _mask: unknown, event?: Event) => {
        if (event && accepted !== (value ?? '')) onChange?.(accepted)
      }}
      inputRef={ref}
      className={cn(inputClass, className)}
      {...props}
    />
  )
}
