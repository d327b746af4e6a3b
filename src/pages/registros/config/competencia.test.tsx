import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { mesAno } from '@/entities/competencia'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrir, main, preencher, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

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

  it('[REG-043] the period lasts at most 31 days and starts or ends in its month before anything is sent; an overlap is the backend\'s', async () => {
    const user = userEvent.setup({ delay: null })
    const requisicoes = gravarRequisicoes('/api/competencias')
    const { pathname } = await renderRegistro('/competencia/new', mock().queryClient)
    expect(await main().findByRole('heading', { name: 'Nova competência' })).toBeVisible()
    const ano = main().getByLabelText('Ano')
    const mes = main().getByLabelText('Mês')
    const inicio = main().getByLabelText('Início')
    const fim = main().getByLabelText('Fim')
    const salvar = () => user.click(main().getByRole('button', { name: 'Salvar' }))
    const enviados = () => requisicoes.filter((r) => r.startsWith('POST'))

    // 32 days.
    await preencher(user, ano, '2090')
    await preencher(user, mes, '1')
    await user.type(inicio, '01012090')
    await user.type(fim, '01022090')
    await salvar()
    await waitFor(() => expect(fim).toHaveAccessibleDescription('O período deve ter no máximo 31 dias'))
    expect(inicio).not.toHaveAttribute('aria-invalid')

    // A month that is neither the start's nor the end's.
    await preencher(user, inicio, '01032090')
    await preencher(user, fim, '31032090')
    await salvar()
    await waitFor(() => expect(inicio).toHaveAccessibleDescription('O período deve começar ou terminar no mês da competência'))
    expect(fim).not.toHaveAttribute('aria-invalid')

    // The end before the start.
    await preencher(user, inicio, '10012090')
    await preencher(user, fim, '05012090')
    await salvar()
    await waitFor(() => expect(fim).toHaveAccessibleDescription('O fim não pode ser anterior ao início'))
    expect(enviados()).toEqual([])

    // Over the newest competence's last day: the form sends it and shows the backend's field error.
    const ultima = competencias()[0]!
    const seguinte = new Date(ultima.ano, ultima.mes, 1)
    const [a, m, d] = ultima.fim.split('-')
    await preencher(user, ano, String(seguinte.getFullYear()))
    await preencher(user, mes, String(seguinte.getMonth() + 1))
    await preencher(user, inicio, `${d}${m}${a}`)
    await preencher(user, fim, `15${String(seguinte.getMonth() + 1).padStart(2, '0')}${seguinte.getFullYear()}`)
    await salvar()
    await waitFor(() => expect(inicio).toHaveAccessibleDescription(`o período se sobrepõe ao da competência ${mesAno(ultima)}`))
    expect(enviados()).toEqual(['POST /api/competencias/save'])

    // From the 16th to the 15th, named by the month it ends in, is saved.
    const antes = competencias().length
    await preencher(user, ano, '2090')
    await preencher(user, mes, '1')
    await preencher(user, inicio, '16122089')
    await preencher(user, fim, '15012090')
    await salvar()
    await waitFor(() => expect(competencias()).toHaveLength(antes + 1))
    expect(competencias()[0]).toMatchObject({ ano: 2090, mes: 1, inicio: '2089-12-16', fim: '2090-01-15' })
    await waitFor(() => expect(pathname()).not.toBe('/competencia/new'))
  }, 60_000)
})
