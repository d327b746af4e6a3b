import { isValidElement, type ReactNode } from 'react'
import type { Celula } from '../model/planilha'

/**
 * What a list cell shows, as a spreadsheet cell: text and numbers as they are, the text inside plain elements
 * (`<span>Online</span>`); a component (a button, a link with behaviour) has no text here and gives null.
 */
export function celulaDoNo(no: ReactNode): Celula {
  if (typeof no === 'string' || typeof no === 'number') return no
  if (no === null || no === undefined || typeof no === 'boolean') return null
  const texto = textoDoNo(no)
  return texto === '' ? null : texto
}

function textoDoNo(no: ReactNode): string {
  if (typeof no === 'string' || typeof no === 'number') return String(no)
  if (Array.isArray(no)) return no.map(textoDoNo).join('')
  if (isValidElement<{ children?: ReactNode }>(no) && typeof no.type === 'string') return textoDoNo(no.props.children)
  return ''
}
