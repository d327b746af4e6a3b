import type { ReactNode } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'

export interface RegisterColumn<Item> {
  id: string
  header: string
  cell: (item: Item) => ReactNode
  /** The server property this column sorts by (`sort=<property>,asc|desc`); not sortable when absent. */
  sort?: string
}

export type RegisterFieldKind = 'text' | 'password' | 'textarea' | 'number' | 'checkbox' | 'date' | 'select' | 'lookup' | 'custom'

/** The value of a 'lookup' field: the chosen option of a server search. */
export interface LookupValue {
  value: string
  label: string
}

/** What a 'custom' field's control gets: its value, the change, and the errors under its name (nested ones too). */
export interface CustomFieldProps {
  name: string
  label: string
  value: unknown
  onChange: (value: unknown) => void
  /** The field's own message (e.g. 'at least one'), if any. */
  error: string | undefined
  /** The errors under the field's name, as react-hook-form keeps them (e.g. `errors[1].tamanho.message`). */
  errors: unknown
}

export interface RegisterField<Values extends FieldValues> {
  name: Path<Values>
  label: string
  kind: RegisterFieldKind
  required?: boolean
  maxLength?: number
  options?: readonly { value: string; label: string }[]
  /** A 'text' field's input mask (react-imask pattern, `0` = digit), e.g. '00.000.000/0000-00'. */
  mask?: string
  /** Options of a 'lookup' field, searched on the server as the user types; `dependencia`: the `dependsOn` field's value. */
  load?: (text: string, signal: AbortSignal, dependencia?: unknown) => Promise<readonly LookupValue[]>
  /** Another field whose value narrows this lookup's options (they are searched again when it changes). */
  dependsOn?: Path<Values>
  hint?: string
  /** Shown only when editing an existing item (a new one has no use for it). */
  onlyWhenEditing?: boolean
  /** A 'custom' field's control (the whole row of the form), e.g. an ordered list editor. */
  render?: (props: CustomFieldProps) => ReactNode
}

/** What a register's form needs: its schema (with the messages), fields, and the mapping to and from the API. */
export interface RegisterFormDeclaration<Item, Values extends FieldValues> {
  schema: $ZodType<Values, Values>
  defaults: Values
  fields: readonly RegisterField<Values>[]
  toValues: (item: Item) => Values
  toBody: (values: Values, item: Item | null) => Record<string, unknown>
}
