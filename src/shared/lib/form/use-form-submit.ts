import { useCallback, useRef, useState, type BaseSyntheticEvent } from 'react'
import type { FieldPath, FieldValues, UseFormReturn, UseFormSetError } from 'react-hook-form'
import { applyServerErrors } from './apply-server-errors'
import { descartarRascunho, rascunhoRecuperado } from './use-rascunho'
import { errorPaths, focusFirstInvalid } from './focus-first-invalid'

/** A failed save the form shows in its alert: the error (a new object shows again) and its text. */
export interface SubmitFailure {
  error: unknown
  message: string
}

export interface FormSubmitOptions<TFieldValues extends FieldValues> {
  /** The server properties whose validation errors land on the form's fields, in screen order (API-013..015). */
  fields?: readonly string[]
  /** The field of a server property named differently (idMotivo → motivo); the others land on the field of their name. */
  fieldOf?: Readonly<Partial<Record<string, FieldPath<TFieldValues>>>>
}

export interface FormSubmit {
  /** The form's onSubmit: validates, then saves; does nothing while a save is under way. */
  onSubmit: (event?: BaseSyntheticEvent) => void
  /** True from the click until the save settles; the submit button shows it. */
  busy: boolean
  failure: SubmitFailure | null
  setFailure: (failure: SubmitFailure | null) => void
}

/**
 * The one submit path of every form. The guard is synchronous: react-hook-form validates asynchronously, so a guard on
 * a mutation's `isPending` lets a fast double click post twice. A failed save keeps what was typed, puts the server's
 * field errors on their fields and leaves any other message in `failure`. A saved form deletes its draft (rascunho.ts).
 */
export function useFormSubmit<TFieldValues extends FieldValues, TContext, TTransformed>(
  form: UseFormReturn<TFieldValues, TContext, TTransformed>,
  save: (values: TTransformed) => unknown,
  options: FormSubmitOptions<TFieldValues> = {},
): FormSubmit {
  const inFlight = useRef(false)
  const [busy, setBusy] = useState(false)
  // A form that got back a draft after the login says so in its alert: the save before the redirect did not happen.
  const [failure, setFailure] = useState<SubmitFailure | null>(() => {
    const aviso = rascunhoRecuperado(form.control)
    return aviso ? { error: aviso, message: aviso } : null
  })
  const saveRef = useRef(save)
  saveRef.current = save
  const optionsRef = useRef(options)
  optionsRef.current = options

  const onSubmit = useCallback(
    (event?: BaseSyntheticEvent) => {
      event?.preventDefault()
      if (inFlight.current) return
      inFlight.current = true
      setBusy(true)
      setFailure(null)
      const validateAndSave = form.handleSubmit(
        async (values) => {
          try {
            await saveRef.current(values)
            descartarRascunho(form.control)
          } catch (error) {
            const { fields = [], fieldOf = {} } = optionsRef.current
            const setError: UseFormSetError<Record<string, unknown>> = (property, fieldError, setOptions) =>
              form.setError(fieldOf[property] ?? (property as FieldPath<TFieldValues>), fieldError, setOptions)
            const message = applyServerErrors(error, setError, fields)
            setFailure(message === null ? null : { error, message })
          }
        },
        (errors) => {
          const formElement = event?.target instanceof Element ? event.target.closest('form') : null
          if (formElement) focusFirstInvalid(formElement, errors)
          else {
            const first = errorPaths(errors)[0]
            if (first) form.setFocus(first as FieldPath<TFieldValues>)
          }
        },
      )
      void validateAndSave(event).finally(() => {
        inFlight.current = false
        setBusy(false)
      })
    },
    [form],
  )

  return { onSubmit, busy, failure, setFailure }
}
