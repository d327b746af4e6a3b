import type { ButtonVariant } from './button'
import { Button } from './button'

export interface CancelSubmitButtonsProps {
  onCancel: () => void
  /** While true, 'Cancelar' is disabled and the submit button shows it is busy. */
  busy: boolean
  /** The submit button's text; 'Salvar' by default. */
  submitLabel?: string
  submitVariant?: ButtonVariant
  /** The id of the form the submit button submits, when it is outside it (a dialog's footer). */
  form?: string
}

/** A form's 'Cancelar' and submit buttons. */
export function CancelSubmitButtons({ onCancel, busy, submitLabel = 'Salvar', submitVariant, form }: CancelSubmitButtonsProps) {
  return (
    <>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancelar
      </Button>
      <Button type="submit" form={form} variant={submitVariant} busy={busy}>
        {submitLabel}
      </Button>
    </>
  )
}
