import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'
import { useRascunho } from './use-rascunho'

export interface AppFormProps<TFieldValues extends FieldValues, TContext, TTransformedValues>
  extends UseFormProps<TFieldValues, TContext, TTransformedValues> {
  /**
   * The form's draft identity on its page (see rascunho.ts): what tells apart forms with the same fields, e.g. a dialog
   * per day (`justificar-dia:2026-11-03`). By default the form's default values; `false` keeps no draft.
   */
  rascunho?: string | false
}

/**
 * react-hook-form's `useForm` for the product's forms. The focus after an invalid submit is `useFormSubmit`'s: it goes
 * to the first invalid control on screen. react-hook-form's own follows registration order (a plain input registered by
 * the parent comes before a select inside a Controller) and repeats itself a moment later, stealing the focus from
 * where the user has already gone. What the user typed survives a redirect to the login as a draft (rascunho.ts).
 */
export function useAppForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  { rascunho, ...props }: AppFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  const form = useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false })
  useRascunho(form, rascunho, props.defaultValues)
  return form
}
