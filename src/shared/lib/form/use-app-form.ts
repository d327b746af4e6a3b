import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form'

/**
 * react-hook-form's `useForm` for the product's forms. The focus after an invalid submit is `useFormSubmit`'s: it goes
 * to the first invalid control on screen. react-hook-form's own follows registration order (a plain input registered by
 * the parent comes before a select inside a Controller) and repeats itself a moment later, stealing the focus from
 * where the user has already gone.
 */
export function useAppForm<TFieldValues extends FieldValues = FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  props: UseFormProps<TFieldValues, TContext, TTransformedValues> = {},
): UseFormReturn<TFieldValues, TContext, TTransformedValues> {
  return useForm<TFieldValues, TContext, TTransformedValues>({ ...props, shouldFocusError: false })
}
