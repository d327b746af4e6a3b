import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react'
import { cn } from '@/shared/lib'

export interface ControlProps {
  id: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

export interface FormFieldProps {
  label: ReactNode
  /** The control's id; generated when absent. */
  htmlFor?: string
  /** The field's error text, shown beside it (API-015). */
  error?: string | undefined
  hint?: ReactNode
  required?: boolean
  className?: string
  /** The form field's name, for controls that do not carry it (the focus after an invalid submit finds them by it). */
  field?: string
  /** An element (it receives id, aria-invalid, aria-describedby) or a render function. */
  children: ReactElement<Partial<ControlProps>> | ((control: ControlProps) => ReactNode)
}

export function FormField({ label, htmlFor, error, hint, required, className, field, children }: FormFieldProps) {
  const generated = useId()
  const id = htmlFor ?? generated
  const errorId = `${id}-erro`
  const hintId = `${id}-dica`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  const control: ControlProps = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy }
  const rendered =
    typeof children === 'function'
      ? children(control)
      : isValidElement(children)
        ? cloneElement(children, control)
        : children
  return (
    <div className={cn('flex flex-col gap-1', className)} data-field={field}>
      <span className="text-sm font-medium text-slate-700">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label: the control's name stays the label's text (the control carries `required`). */}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger-500">
            *
          </span>
        )}
      </span>
      {rendered}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-500">
          {error}
        </p>
      )}
    </div>
  )
}
