import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form'
import { applyServerErrors, useFormSubmit, useAppForm } from '@/shared/lib'
import { Button } from '../button'
import { ConfirmDialog } from '../confirm-dialog'
import { PageTitle } from '../page-title'
import { RegisterFields } from './register-fields'
import type { RegisterFormDeclaration } from './register-types'

export interface RegisterFormProps<Item, Values extends FieldValues> {
  title: string
  declaration: RegisterFormDeclaration<Item, Values>
  /** The item being edited; null for a new one. */
  item: Item | null
  save: (body: Record<string, unknown>) => Promise<unknown>
  /** Deletes the item (only offered for an existing one). */
  remove?: () => Promise<unknown>
  deleteQuestion?: string
  /** After a save or a delete (REG-075): back to the list. */
  onDone: () => void
  onCancel: () => void
}

/**
 * A register's form (REG-073..076): the declared fields, checked by the declared schema; a failed save keeps what
 * was typed, puts the server's field errors on their fields (the first gets focus) and shows the rest on top.
 */
export function RegisterForm<Item, Values extends FieldValues>({
  title,
  declaration,
  item,
  save,
  remove,
  deleteQuestion = 'Deseja realmente excluir este registro?',
  onDone,
  onCancel,
}: RegisterFormProps<Item, Values>) {
  const form = useAppForm<Values>({
    // The declaration's schema validates exactly its values (input and output alike).
    resolver: zodResolver(declaration.schema as never) as unknown as Resolver<Values>,
    defaultValues: (item ? declaration.toValues(item) : declaration.defaults) as DefaultValues<Values>,
  })
  const [asking, setAsking] = useState(false)
  const fields = item ? declaration.fields : declaration.fields.filter((field) => !field.onlyWhenEditing)
  const names = fields.map((field) => field.name as FieldPath<Values>)
  const { onSubmit, busy, failure, setFailure } = useFormSubmit(
    form,
    async (values) => {
      await save(declaration.toBody(values, item))
      onDone()
    },
    { fields: names },
  )

  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="flex flex-col gap-4 pb-20">
      <PageTitle className="mb-0">{title}</PageTitle>
      {failure && (
        <p role="alert" className="rounded-md border border-danger-500 bg-danger-50 px-4 py-2 text-sm text-danger-700">
          {failure.message}
        </p>
      )}
      <RegisterFields fields={fields} control={form.control} errors={form.formState.errors} />
      <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        {item && remove && (
          <Button variant="danger" className="mr-auto" onClick={() => setAsking(true)}>
            Excluir
          </Button>
        )}
        <Button
          variant="ghost"
          disabled={!form.formState.isDirty}
          onClick={() => {
            form.reset()
            setFailure(null)
          }}
        >
          Desfazer alterações
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy}>
          Salvar
        </Button>
      </div>
      {remove && (
        <ConfirmDialog
          open={asking}
          question={deleteQuestion}
          confirmVariant="danger"
          onCancel={() => setAsking(false)}
          onConfirm={async () => {
            try {
              await remove()
              setAsking(false)
              onDone()
            } catch (error) {
              setAsking(false)
              const message = applyServerErrors(error, form.setError, names)
              setFailure(message === null ? null : { error, message })
            }
          }}
        />
      )}
    </form>
  )
}
