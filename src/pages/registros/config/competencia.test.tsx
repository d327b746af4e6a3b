import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { mesAno } from '@/entities/competencia'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrir, main, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

describe('competence register through the mock handlers', () => {
  const mock = usarRegistroNoMock('admin')

  /** The competences of the test's database, newest end first. */
  const competencias = () => [...dbFor(mock().backend.dbKey).competencias].sort((a, b) => b.fim.localeCompare(a.fim))

  it('[REG-044] a competence is deleted with DELETE /api/competencias/{id} after the user confirms', async () => {
    const user = userEvent.setup({ delay: null })
    const { pathname } = await renderRegistro('/competencia', mock().queryClient)
    await main().findByRole('table', { name: 'Competências' })
    const antes = competencias().length
    await user.click(main().getByRole('button', { name: 'Próxima competência' }))
    await waitFor(() => expect(competencias()).toHaveLength(antes + 1))
    const nova = competencias()[0]!
    const nome = mesAno(nova)

    await abrir(user, 'Competências', nome)
    expect(await main().findByRole('heading', { name: `Competência ${nome}` })).toBeVisible()

    // 'Nao' (focused) keeps it.
    const requisicoes = gravarRequisicoes('/api/competencias')
    await user.click(main().getByRole('button', { name: 'Excluir' }))
    const pergunta = `Deseja realmente excluir a competência ${nome}?`
    let confirmacao = within(await screen.findByRole('alertdialog', { name: pergunta }))
    expect(confirmacao.getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(confirmacao.getByRole('button', { name: 'Nao' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(requisicoes.filter((r) => r.startsWith('DELETE'))).toEqual([])
    expect(pathname()).toBe(`/competencia/${nova.id}`)

    // 'Sim' deletes it and goes back to the list, where it is gone.
    await user.click(main().getByRole('button', { name: 'Excluir' }))
    confirmacao = within(await screen.findByRole('alertdialog', { name: pergunta }))
    await user.click(confirmacao.getByRole('button', { name: 'Sim' }))
    await waitFor(() => expect(pathname()).toBe('/competencia'))
    expect(requisicoes.filter((r) => r.startsWith('DELETE'))).toEqual([`DELETE /api/competencias/${nova.id}`])
    const tabela = within(await main().findByRole('table', { name: 'Competências' }))
    await waitFor(() => expect(tabela.queryByRole('button', { name: nome })).not.toBeInTheDocument())
    expect(competencias().some((c) => c.id === nova.id)).toBe(false)
  })

  it('[REG-044] a closed competence (it has a closing) is kept and the form says why', async () => {
    const user = userEvent.setup({ delay: null })
    const { pathname } = await renderRegistro('/competencia', mock().queryClient)
    const atual = competencias().find((c) => c.fechada)!
    const nome = mesAno(atual)

    await abrir(user, 'Competências', nome)
    await user.click(await main().findByRole('button', { name: 'Excluir' }))
    const confirmacao = within(await screen.findByRole('alertdialog', { name: `Deseja realmente excluir a competência ${nome}?` }))
    await user.click(confirmacao.getByRole('button', { name: 'Sim' }))

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(await main().findByRole('alert')).toHaveTextContent('Competência com cartões ponto ou fechamento: não pode ser excluída.')
    expect(pathname()).toBe(`/competencia/${atual.id}`)
    expect(competencias().some((c) => c.id === atual.id)).toBe(true)
  })
})
