import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { waitFor } from '@testing-library/react'
import { gravarRequisicoes } from '@/shared/lib/test'
import { main, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

describe('holiday register: its date', () => {
  const mock = usarRegistroNoMock('admin')

  it('an incomplete date says the date is invalid and sends nothing; empty, it is required', async () => {
    const user = userEvent.setup({ delay: null })
    const requisicoes = gravarRequisicoes('/api/feriados')
    await renderRegistro('/feriado/new', mock().queryClient)
    const data = await main().findByLabelText('Data')
    await user.type(data, '251220')
    await user.click(main().getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(data).toHaveAccessibleDescription('Data inválida.'))
    expect(requisicoes.filter((r) => r.startsWith('POST'))).toEqual([])

    await user.clear(data)
    await user.click(main().getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(data).toHaveAccessibleDescription('Preenchimento da data é obrigatório'))
  }, 60_000)
})
