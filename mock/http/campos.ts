import { z } from 'zod/mini'
import type { $ZodType, output } from 'zod/v4/core'
import { lerCorpo } from './corpo'
import type { FieldError } from './spring'

type Forma = Record<string, $ZodType>

export interface Campos<F extends Forma> {
  /** The fields that passed their schema, read (one left out as null); undefined for those that did not. */
  dados: { [K in keyof F]?: output<F[K]> | null }
  /** The fields' Bean Validation errors; a handler adds those of its database checks. */
  erros: FieldError[]
}

/** A JSON body as an object: anything else reads as `{}` (every field absent). */
export function objeto(corpo: unknown): Record<string, unknown> {
  return corpo !== null && typeof corpo === 'object' && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
}

const ehObjeto = (fonte: object): fonte is z.ZodMiniObject => '_zod' in fonte

/**
 * A body read field by field with the contract's schemas (`lerCorpo` on each): the fields that passed, and the errors
 * of the others. The backend validates every field at once and then checks the ones that passed against the
 * database (a reference that names no row, a closed competence), answering all the errors together. An object
 * schema's own checks (one field against another) add their errors too.
 */
export function lerCampos<F extends Forma>(fonte: F | z.ZodMiniObject<F>, corpo: unknown): Campos<F> {
  const forma = ehObjeto(fonte) ? fonte.shape : fonte
  const valores = objeto(corpo)
  const dados: Record<string, unknown> = {}
  const erros: FieldError[] = []
  for (const [campo, schema] of porCampo(forma)) {
    const lido = lerCorpo(schema, { [campo]: valores[campo] })
    if (Array.isArray(lido)) erros.push(...lido)
    else dados[campo] = lido[campo] ?? null
  }
  if (ehObjeto(fonte) && (fonte._zod.def.checks?.length ?? 0) > 0) {
    const todos = lerCorpo(fonte, valores)
    const novo = (e: FieldError) => !erros.some((x) => x.property === e.property && x.message === e.message)
    if (Array.isArray(todos)) erros.push(...todos.filter(novo))
  }
  return { dados: dados as Campos<F>['dados'], erros }
}

const PARTES = new WeakMap<Forma, [string, z.ZodMiniObject][]>()

/** Each field as an object of its own, so an error names its property and the value sent. */
function porCampo(forma: Forma): [string, z.ZodMiniObject][] {
  let partes = PARTES.get(forma)
  if (!partes) {
    partes = Object.entries(forma).map(([campo, schema]) => [campo, z.object({ [campo]: schema })])
    PARTES.set(forma, partes)
  }
  return partes
}

/** The errors in the order of the body's fields (the order the backend checks them in). */
export function emOrdem(ordem: Forma | z.ZodMiniObject | readonly string[], erros: readonly FieldError[]): FieldError[] {
  const campos = Array.isArray(ordem) ? ordem : Object.keys(ehObjeto(ordem) ? ordem.shape : ordem)
  const posicao = (e: FieldError) => {
    const i = campos.indexOf(e.property.split('.')[0] ?? '')
    return i < 0 ? campos.length : i
  }
  return erros.map((e, i) => ({ e, i })).sort((a, b) => posicao(a.e) - posicao(b.e) || a.i - b.i).map(({ e }) => e)
}
