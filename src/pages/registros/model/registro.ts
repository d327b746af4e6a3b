import type { ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import type { Invalidation, Resource } from '@/shared/api'
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
  /**
   * The delete confirmation, e.g. 'Deseja realmente excluir o motivo Atestado?'. Without it the register offers no
   * deletion (its backend has no DELETE: employees are dismissed, never deleted).
   */
  excluir?: (item: Item) => string
  resource: Resource<$ZodType<Item>>
  columns: readonly RegisterColumn<Item>[]
  rowId: (item: Item) => string
  /** The generic form's declaration; or `formulario`, a form of the register's own. */
  form?: RegisterFormDeclaration<Item, Values>
  formulario?: (props: FormularioProps<Item>) => ReactNode
  /** Query parameters the list accepts from the URL (the saved-list links, REG-014), with their labels. */
  filtrosDaUrl?: Readonly<Record<string, string>>
  /** Actions of the list's header (e.g. 'Próxima competência'). */
  acoes?: ReactNode
  /** A fixed list: items are edited, never created nor deleted (e.g. the 17 classes). */
  somenteEdicao?: boolean
  /** Other queries a save or a delete changes: keys or tags (e.g. CARTAO_DERIVADOS for a bank entry, which moves cards). */
  invalida?: ReadonlyArray<Invalidation>
  /** Entries: listed and created, never opened again (e.g. bank entries). */
  somenteInclusao?: boolean
  /** Filters the list on the client (the whole register is read once) instead of searching on the server. */
  filtroLocal?: (item: Item, texto: string) => boolean
  /** What an existing item's page shows below the form (e.g. its responsible users). */
  extra?: (item: Item, voltar: () => void) => ReactNode
}

/** What a register's own form gets from the generic page. */
export interface FormularioProps<Item> {
  titulo: string
  /** The item being edited; null for a new one. */
  item: Item | null
  salvar: (body: Record<string, unknown>) => Promise<unknown>
  excluir?: () => Promise<unknown>
  /** Back to the list (after a save or a delete, or to cancel). */
  voltar: () => void
}

export type Registro = RegistroDeclarado<Record<string, unknown>, FieldValues>

/** Declares a register, keeping its types inside and handing the catalogue one shape. */
export function declararRegistro<Item, Values extends FieldValues>(registro: RegistroDeclarado<Item, Values>): Registro {
  return registro as unknown as Registro
}
