import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import { FiltrarFuncionariosDialog } from './filtrar-funcionarios-dialog'

const hal = (rel: string, items: unknown[]) => ({
  _embedded: { [rel]: items },
  page: { size: 20, totalElements: items.length, totalPages: 1, number: 0 },
})

function lookups() {
  for (const resource of ['empresas', 'cargos', 'departamentos', 'locaistrabalho', 'classes', 'horarios']) {
    server.use(http.get(`/api/${resource}/search/fulltext`, () => HttpResponse.json(hal(resource, []))))
  }
  server.use(
    http.get('/api/cargos/search/fulltext', ({ request }) => {
      const text = new URL(request.url).searchParams.get('text') ?? ''
      const cargos = [{ id: 4, descricaoComCodigo: '004 - Enfermeiro' }, { id: 7, descricaoComCodigo: '007 - Motorista' }]
      return HttpResponse.json(hal('cargos', cargos.filter((c) => c.descricaoComCodigo.toLowerCase().includes(text))))
    }),
  )
}

describe('FiltrarFuncionariosDialog', () => {
  it('[TC-027][TC-028][TC-029] has the eight fields, with the tri-states letter for letter', () => {
    lookups()
    renderWithProviders(
      <FiltrarFuncionariosDialog open onOpenChange={() => {}} value={{ ativo: true, permiteHoraExtra: 'todos' }} onApply={() => {}} />,
    )
    const dialog = screen.getByRole('dialog', { name: 'Filtrar funcionários' })
    for (const label of ['Empresa', 'Cargo', 'Departamento', 'Local de Trabalho', 'Classe', 'Quadro de Horário']) {
      expect(within(dialog).getByRole('combobox', { name: label })).toBeInTheDocument()
    }
    const situacao = within(dialog).getByRole('group', { name: 'Situação' })
    expect(within(situacao).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual(['Todos', 'Ativos', 'Demitidos'])
    expect(within(situacao).getByRole('radio', { name: 'Ativos' })).toBeChecked()
    const horaExtra = within(dialog).getByRole('group', { name: 'Hora Extra' })
    expect(within(horaExtra).getAllByRole('radio').map((r) => r.parentElement?.textContent)).toEqual([
      'Todos', 'Permite Hora Extra', 'Nao Permite Hora Extra',
    ])
    expect(within(horaExtra).getByRole('radio', { name: 'Todos' })).toBeChecked()
  })

  it('[TC-034][TC-016] applies the chosen register and tri-states', async () => {
    lookups()
    const onApply = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <FiltrarFuncionariosDialog open onOpenChange={() => {}} value={{ ativo: true, permiteHoraExtra: 'todos' }} onApply={onApply} />,
    )
    await user.type(screen.getByRole('combobox', { name: 'Cargo' }), 'enf')
    await user.click(await screen.findByText('004 - Enfermeiro'))
    await user.click(screen.getByRole('radio', { name: 'Demitidos' }))
    await user.click(screen.getByRole('radio', { name: 'Nao Permite Hora Extra' }))
    await user.click(screen.getByRole('button', { name: 'Aplicar' }))
    expect(onApply).toHaveBeenCalledWith({ cargo: 4, ativo: false, permiteHoraExtra: false })
  })

  it("[TC-030] 'Limpar filtros' goes back to the default filter", async () => {
    lookups()
    const onApply = vi.fn()
    const onOpenChange = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(
      <FiltrarFuncionariosDialog open onOpenChange={onOpenChange} value={{ cargo: 4, ativo: false, permiteHoraExtra: true }} onApply={onApply} />,
    )
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    expect(onApply).toHaveBeenCalledWith({ ativo: true, permiteHoraExtra: 'todos' })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
