import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './dialog'

describe('Dialog', () => {
  it("is at most 90% of the visible height (dvh): on a phone, vh counts the address bar's space and hid the buttons at the bottom", async () => {
    render(
      <Dialog open onOpenChange={() => undefined} title="Justificar" footer={<button type="button">Salvar</button>}>
        <p>Corpo</p>
      </Dialog>,
    )
    const dialogo = await screen.findByRole('dialog', { name: 'Justificar' })
    const alturas = [...dialogo.classList].filter((c) => /^max-h-/.test(c))
    expect(alturas).toEqual(['max-h-[90dvh]'])
  })
})
