import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { configurarRascunhos, salvarRascunhos } from '@/shared/lib'
import { gravarRequisicoes } from '@/shared/lib/test'
import { main, preencher, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

describe('employee register: its dates', () => {
  const mock = usarRegistroNoMock('admin')

  it('an impossible or incomplete date says the date is invalid, not that it is missing', async () => {
    const user = userEvent.setup({ delay: null })
    const requisicoes = gravarRequisicoes('/api/funcionarios')
    await renderRegistro('/funcionario/new', mock().queryClient)
    expect(await main().findByRole('heading', { name: 'Novo funcionário' })).toBeVisible()
    const admissao = main().getByLabelText('Admissão')
    const demissao = main().getByLabelText('Demissão')

    // 31/02 does not exist: the mask keeps the year incomplete.
    await user.type(admissao, '31022026')
    expect(admissao).toHaveValue('31/02/202')
    await user.type(demissao, '1311')
    await user.click(main().getByRole('button', { name: 'Salvar' }))

    await waitFor(() => expect(admissao).toHaveAccessibleDescription('Data de admissão inválida.'))
    expect(main().queryByText('Preenchimento da data de admissão é obrigatório')).not.toBeInTheDocument()
    expect(demissao).toHaveAccessibleDescription('Data de demissão inválida.')
    expect(admissao).toHaveAttribute('aria-invalid', 'true')
    expect(requisicoes.filter((r) => r.startsWith('POST'))).toEqual([])

    // Cleared, a required date is missing again, and the optional one is simply absent.
    await user.clear(admissao)
    await user.clear(demissao)
    await user.click(main().getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(admissao).toHaveAccessibleDescription('Preenchimento da data de admissão é obrigatório'))
    expect(demissao).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText('Data de demissão inválida.')).not.toBeInTheDocument()

    // A whole real date is accepted.
    await user.type(admissao, '28022026')
    expect(admissao).toHaveValue('28/02/2026')
    await user.click(main().getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(admissao).not.toHaveAttribute('aria-invalid'))
  }, 60_000)

  it("a new employee's links start at admission; an existing one's from the date chosen", async () => {
    const user = userEvent.setup({ delay: null })
    await renderRegistro('/funcionario/new', mock().queryClient)
    expect(await main().findByRole('heading', { name: 'Novo funcionário' })).toBeVisible()
    expect(main().queryByLabelText('Vínculos a partir de')).not.toBeInTheDocument()
    cleanup()

    await renderRegistro('/funcionario/1', mock().queryClient)
    const vigencia = await main().findByLabelText('Vínculos a partir de')
    await preencher(user, vigencia, '0102')
    await user.click(main().getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(vigencia).toHaveAccessibleDescription(/^Data de início dos vínculos inválida\./))
  }, 60_000)

  describe('an employee opened for editing', () => {
    afterEach(() => {
      configurarRascunhos({ usuario: () => undefined })
      sessionStorage.clear()
    })

    it('is unchanged until the user types: the PIS the server stores bare is shown masked, and what is typed survives a login', async () => {
      const user = userEvent.setup({ delay: null })
      await renderRegistro('/funcionario/1', mock().queryClient)
      const pis = await main().findByLabelText('PIS')
      await waitFor(() => expect(pis).toHaveValue('163.43435.26-4'))
      expect(main().getByLabelText('CPF')).toHaveValue('529.982.247-25')
      expect(main().getByRole('button', { name: 'Desfazer alterações' })).toBeDisabled()

      // The session expires after the user typed: the form is kept as a draft before the redirect to the login.
      await user.type(main().getByLabelText('Nome social'), 'Fê')
      expect(main().getByRole('button', { name: 'Desfazer alterações' })).toBeEnabled()
      configurarRascunhos({ usuario: () => 'usuario-admin' })
      salvarRascunhos()
      const rascunhos = Object.keys(sessionStorage).filter((chave) => chave.startsWith('ponto.rascunho:'))
      expect(rascunhos).toHaveLength(1)
      expect(JSON.parse(sessionStorage.getItem(rascunhos[0]!)!)).toMatchObject({ valores: { nomeSocial: 'Fê', pis: '16343435264' } })
    }, 60_000)
  })
})
