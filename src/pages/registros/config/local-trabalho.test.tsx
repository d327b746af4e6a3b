import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LOCAL } from '@mock/db/seed/estrutura'
import { createQueryClient } from '@/shared/api'
import { gravarRequisicoes } from '@/shared/lib/test'
import { main, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

describe('work place register through the mock handlers: responsible users', () => {
  const mock = usarRegistroNoMock('admin')

  const painel = async () =>
    within(await main().findByRole('region', { name: 'Responsáveis pelo local de trabalho' }))
  /** The names listed, without the 'Remover' button of each row. */
  const nomes = (p: ReturnType<typeof within>) =>
    p.queryAllByRole('listitem').map((li: HTMLElement) => li.textContent?.replace(/Remover$/, ''))

  it('[REG-069] lists, adds and removes the responsible users of a work place through /api/locaistrabalho/{id}/responsaveis', async () => {
    const user = userEvent.setup({ delay: null })
    const requisicoes = gravarRequisicoes('/api/locaistrabalho')
    await renderRegistro(`/localtrabalho/${LOCAL.ubs}`, mock().queryClient)
    expect(await main().findByRole('heading', { name: 'Local de trabalho UBS Centro' })).toBeVisible()

    // Read: the seeded responsible user.
    let responsaveis = await painel()
    await waitFor(() => expect(nomes(responsaveis)).toEqual(['Rui Responsável (responsavel)']))
    expect(requisicoes).toContain(`GET /api/locaistrabalho/${LOCAL.ubs}/responsaveis`)

    // Add: pick a user and confirm with the button.
    expect(responsaveis.getByRole('button', { name: 'Adicionar responsável' })).toBeDisabled()
    await user.type(responsaveis.getByRole('combobox', { name: 'Usuário' }), 'rita')
    await user.click(await screen.findByRole('option', { name: 'Rita Recursos Humanos (rh)' }))
    await user.click(responsaveis.getByRole('button', { name: 'Adicionar responsável' }))
    await waitFor(() =>
      expect(nomes(responsaveis)).toEqual(['Rita Recursos Humanos (rh)', 'Rui Responsável (responsavel)']),
    )
    expect(requisicoes).toContain(`POST /api/locaistrabalho/${LOCAL.ubs}/responsaveis`)

    // Remove one.
    await user.click(responsaveis.getByRole('button', { name: 'Remover Rui Responsável' }))
    await waitFor(() => expect(nomes(responsaveis)).toEqual(['Rita Recursos Humanos (rh)']))
    const rui = requisicoes.find((r) => r.startsWith('DELETE'))
    expect(rui).toMatch(new RegExp(`^DELETE /api/locaistrabalho/${LOCAL.ubs}/responsaveis/[^/]+$`))

    // The server kept both changes: the work place opened again from scratch shows them.
    cleanup()
    await renderRegistro(`/localtrabalho/${LOCAL.ubs}`, createQueryClient())
    responsaveis = await painel()
    await waitFor(() => expect(nomes(responsaveis)).toEqual(['Rita Recursos Humanos (rh)']))

    // Removing the last one leaves the empty message.
    await user.click(responsaveis.getByRole('button', { name: 'Remover Rita Recursos Humanos' }))
    expect(await responsaveis.findByText('Nenhum responsável.')).toBeVisible()
  })
})
