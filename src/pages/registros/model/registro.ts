import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { Resource } from '@/shared/api'
import type { RegisterColumn, RegisterFormDeclaration } from '@/shared/ui'
import type { $ZodType } from 'zod/v4/core'

/** One register, declared: what its list shows and how its form edits an item. */
export interface RegistroDeclarado<Item, Values extends FieldValues> {
  /** The list's title, e.g. 'Motivos'. */
  titulo: string
  /** The new item's title, e.g. 'Novo motivo'. */
  novo: string
  /** An existing item's title. */
  editar: (item: Item) => string
  /** The delete confirmation, e.g. 'Deseja realmente excluir o motivo Atestado?'. */
  excluir: (item: Item) => string
  resource: Resource<$ZodType<Item>>
  columns: readonly RegisterColumn<Item>[]
  rowId: (item: Item) => string
  form: RegisterFormDeclaration<Item, Values>
  /** Actions of the list's header (e.g. 'Próxima competência'). */
  acoes?: ReactNode
  /** Filters the list on the client (the whole register is read once) instead of searching on the server. */
  filtroLocal?: (item: Item, texto: string) => boolean
  /** What an existing item's page shows below the form (e.g. its responsible users). */
  extra?: (item: Item) => ReactNode
}

export type Registro = RegistroDeclarado<Record<string, unknown>, FieldValues>

/** Declares a register, keeping its types inside and handing the catalogue one shape. */
export function declararRegistro<Item, Values extends FieldValues>(registro: RegistroDeclarado<Item, Values>): Registro {
  return registro as unknown as Registro
}
