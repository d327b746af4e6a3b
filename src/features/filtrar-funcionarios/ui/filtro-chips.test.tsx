import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import { FiltroChips } from './filtro-chips'

describe('FiltroChips', () => {
  it('[TC-032] lists the active filters with the names of their registers', async () => {
    server.use(
      http.get('/api/departamentos/search/fulltext', () =>
        HttpResponse.json({
          _embedded: { departamentos: [{ id: 2, descricao: 'Secretaria Municipal de Saúde' }] },
          page: { size: 2000, totalElements: 1, totalPages: 1, number: 0 },
        }),
      ),
    )
    renderWithProviders(<FiltroChips filtro={{ departamento: 2, ativo: true, permiteHoraExtra: false }} onChange={() => {}} />)
    const list = screen.getByRole('list', { name: 'Filtros ativos' })
    expect(await within(list).findByText('Secretaria Municipal de Saúde')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Departamento:Secretaria Municipal de Saúde',
      'Situação:Ativos',
      'Hora Extra:Nao Permite Hora Extra',
    ])
  })

  it('removes one filter', async () => {
    const onChange = vi.fn()
    renderWithProviders(<FiltroChips filtro={{ ativo: false, permiteHoraExtra: 'todos' }} onChange={onChange} />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remover filtro Situação' }))
    expect(onChange).toHaveBeenCalledWith({ ativo: 'todos', permiteHoraExtra: 'todos' })
  })

  it('shows nothing without filters', () => {
    const { container } = renderWithProviders(<FiltroChips filtro={{ ativo: 'todos', permiteHoraExtra: 'todos' }} onChange={() => {}} />)
    expect(container).toBeEmptyDOMElement()
  })
})
