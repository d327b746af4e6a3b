import { capturarDownloads } from '@/shared/lib/test/downloads'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { main, pesquisar, renderRegistro, tabela, usarRegistroNoMock } from '../model/testing/montar-registro'

const app = usarRegistroNoMock('admin')

/** The names in the list's first column, as on screen. */
const nomesNaTela = () =>
  within(tabela('Funcionários'))
    .getAllByRole('row')
    .slice(1)
    .map((linha) => within(linha).getAllByRole('cell')[0]!.textContent)

const paginacao = () => within(main().getByRole('navigation', { name: 'Paginação' })).getByText(/^Página /).textContent

describe('exporting a register list', { timeout: 60_000 }, () => {
  const { arquivos, nomes } = capturarDownloads()

  it("CSV of every page of the current search, in the list's order, with the list's columns", async () => {
    const user = userEvent.setup({ delay: null })
    await renderRegistro('/funcionario', app().queryClient)
    await within(await main().findByRole('table', { name: 'Funcionários' })).findAllByRole('button')
    const semBusca = paginacao()
    await pesquisar(user, 'a')
    await waitFor(() => expect(paginacao()).not.toBe(semBusca))
    const [, paginas = 0, total = 0] = /^Página 1 de (\d+) · (\d+) registros$/.exec(paginacao() ?? '')!.map(Number)
    expect(paginas).toBeGreaterThan(1)
    const pagina1 = nomesNaTela()
    await user.click(main().getByRole('button', { name: 'Próxima' }))
    await main().findByText(/^Página 2 de /)
    await waitFor(() => expect(nomesNaTela()).not.toEqual(pagina1))
    const pagina2 = nomesNaTela()

    await user.click(main().getByRole('button', { name: 'Exportar' }))
    await user.click(await screen.findByRole('menuitem', { name: /^CSV/ }))

    await waitFor(() => expect(nomes).toEqual(['funcionarios.csv']))
    const [cabecalho, ...linhas] = (await arquivos[0]!.text()).split('\r\n').filter(Boolean)
    expect(cabecalho).toBe('Nome;Matrícula;CPF;Ativo;Controla ponto')
    expect(linhas).toHaveLength(total)
    const nomesExportados = linhas.map((linha) => linha.split(';')[0])
    expect(nomesExportados.slice(0, pagina1.length + pagina2.length)).toEqual([...pagina1, ...pagina2])
    expect(main().queryByRole('alert')).not.toBeInTheDocument()
  })
})
