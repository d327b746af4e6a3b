import { describe, expect, it } from 'vitest'
import { celulaDoNo } from './texto-da-celula'

function Botao() {
  return <button type="button">Recalcular</button>
}

describe('a list cell as a sheet cell', () => {
  it('keeps text and numbers, empties nothing-values, reads the text of plain elements, not of components', () => {
    expect(celulaDoNo('Sim')).toBe('Sim')
    expect(celulaDoNo(42)).toBe(42)
    expect(celulaDoNo(null)).toBeNull()
    expect(celulaDoNo(undefined)).toBeNull()
    expect(celulaDoNo(false)).toBeNull()
    expect(celulaDoNo(<span className="x">Online {3}</span>)).toBe('Online 3')
    expect(celulaDoNo(<Botao />)).toBeNull()
  })
})
