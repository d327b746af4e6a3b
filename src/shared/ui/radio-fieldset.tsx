import type { UseFormRegisterReturn } from 'react-hook-form'

export interface RadioOption {
  value: string
  label: string
}

export interface RadioFieldsetProps {
  legend: string
  options: readonly RadioOption[]
  /** form.register(...) of the field the radios set. */
  register: UseFormRegisterReturn
}

/** A group of radios under a legend, one a line. */
export function RadioFieldset({ legend, options, register }: RadioFieldsetProps) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
          <input type="radio" value={option.value} className="size-4 accent-brand-500" {...register} />
          {option.label}
        </label>
      ))}
    </fieldset>
  )
}
