import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import type { Motivo } from '../model/motivo'
import { motivosAtivosHandlers } from '../model/testing/motivos-ativos'
import { MotivoSelect } from './motivo-select'

// Out of order on purpose: the picker sorts the whole list itself.
const ATIVOS: Motivo[] = [
  { id: 2, descricao: 'Esquecimento', ativo: true },
  { id: 1, descricao: 'Atestado médico', ativo: true },
  { id: 3, descricao: 'Greve', ativo: false },
]

function Harness({ podeCriar }: { podeCriar: boolean }) {
  const [motivo, setMotivo] = useState<Motivo | null>(null)
  return (
    <>
      <label htmlFor="motivo">Motivo</label>
      <MotivoSelect inputId="motivo" value={motivo} onChange={setMotivo} podeCriar={podeCriar} />
      <output>{motivo ? `${motivo.id}:${motivo.descricao}` : 'nenhum'}</output>
    </>
  )
}

function servidor() {
  const buscas: string[] = []
  const criados: unknown[] = []
  server.use(
    ...motivosAtivosHandlers(ATIVOS, buscas),
    http.post('/api/motivos', async ({ request }) => {
      const body = (await request.json()) as { descricao: string; ativo: boolean }
      criados.push(body)
      return HttpResponse.json({ id: 99, ...body }, { status: 201 })
    }),
  )
  return { buscas, criados }
}

describe('MotivoSelect', () => {
  it('[TC-191] offers the active reasons the server returns, searched by the typed text', async () => {
    const { buscas } = servidor()
    const user = userEvent.setup()
    renderWithProviders(<Harness podeCriar={false} />)
    await user.type(screen.getByLabelText('Motivo'), 'esq')
    await user.click(await screen.findByText('Esquecimento'))
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('2:Esquecimento')
    expect(buscas).toContain('esq')
  })

  it('[TC-191] opened before typing, it lists every active reason in alphabetical order', async () => {
    const { buscas } = servidor()
    const user = userEvent.setup()
    renderWithProviders(<Harness podeCriar={false} />)
    await user.click(screen.getByLabelText('Motivo'))
    await screen.findByRole('option', { name: 'Atestado médico' })
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Atestado médico', 'Esquecimento'])
    expect(buscas).toEqual([])
  })

  it('[TC-192] HR creates the typed reason inline (ativo true) and it becomes the choice', async () => {
    const { criados } = servidor()
    const user = userEvent.setup()
    renderWithProviders(<Harness podeCriar />)
    await user.type(screen.getByLabelText('Motivo'), 'Consulta')
    await user.click(await screen.findByText('Criar motivo "Consulta"'))
    await expect.poll(() => screen.getByRole('status').textContent).toBe('99:Consulta')
    expect(criados).toEqual([{ descricao: 'Consulta', ativo: true }])
  })

  it('[TC-193] without rh the picker offers no creation', async () => {
    servidor()
    const user = userEvent.setup()
    renderWithProviders(<Harness podeCriar={false} />)
    await user.type(screen.getByLabelText('Motivo'), 'Consulta')
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument()
    expect(screen.queryByText(/Criar motivo/)).not.toBeInTheDocument()
  })
})
