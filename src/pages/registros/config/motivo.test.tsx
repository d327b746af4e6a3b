import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { MOTIVO } from '@mock/db/seed/cadastros'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrir, main, pesquisar, renderRegistro, usarRegistroNoMock } from '../model/testing/montar-registro'

describe('reason register through the mock handlers', () => {
  const mock = usarRegistroNoMock('admin')

  it('[REG-049] the edit form loads the reason with GET /api/motivos/{id} and shows its description and state', async () => {
    const user = userEvent.setup({ delay: null })
    await renderRegistro('/motivo', mock().queryClient)
    await pesquisar(user, 'greve')
    const requisicoes = gravarRequisicoes('/api/motivos')
    await abrir(user, 'Motivos', 'Greve')

    expect(await main().findByRole('heading', { name: 'Motivo Greve' })).toBeVisible()
    expect(main().getByLabelText('Descrição')).toHaveValue('Greve')
    expect(main().getByLabelText('Ativo')).not.toBeChecked()
    // Besides the list's search, typed just before, the form read the one reason.
    expect(requisicoes.filter((r) => !r.includes('/search/'))).toEqual([`GET /api/motivos/${MOTIVO.greve}`])
  })

  it('[REG-049] a reason opened by its address is loaded by id too', async () => {
    const requisicoes = gravarRequisicoes('/api/motivos')
    await renderRegistro(`/motivo/${MOTIVO.atestado}`, mock().queryClient)

    expect(await main().findByRole('heading', { name: 'Motivo Atestado médico' })).toBeVisible()
    expect(main().getByLabelText('Descrição')).toHaveValue('Atestado médico')
    expect(main().getByLabelText('Ativo')).toBeChecked()
    expect(requisicoes).toEqual([`GET /api/motivos/${MOTIVO.atestado}`])
  })
})
