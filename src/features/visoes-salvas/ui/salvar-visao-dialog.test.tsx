import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { salvarVisao } from '../api/visoes-salvas'
import { SalvarVisaoDialog } from './salvar-visao-dialog'

const app = usarAppNoMock('rh')

async function salvar(parametros: Record<string, string>) {
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={app().queryClient}>
      <SalvarVisaoDialog tela="solicitacoes" parametros={parametros} onClose={onClose} />
    </QueryClientProvider>,
  )
  const dialogo = screen.getByRole('dialog', { name: 'Salvar visão' })
  const user = userEvent.setup({ delay: null })
  await user.type(within(dialogo).getByRole('textbox', { name: /Nome/ }), 'Nova')
  await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
  return { dialogo, onClose }
}

describe('saving a view, against the mock backend: the limits of the server show in the dialog', () => {
  it('parameters over 16 KB', async () => {
    const { dialogo, onClose } = await salvar({ busca: 'x'.repeat(17_000) })
    expect(await within(dialogo).findByText('Os parâmetros da visão excedem 16 KB.')).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('a 51st view on the screen', async () => {
    for (let i = 1; i <= 50; i++) await salvarVisao({ tela: 'solicitacoes', nome: `Visão ${i}`, parametros: {} })
    const { dialogo, onClose } = await salvar({})
    expect(await within(dialogo).findByText('Limite de 50 visões salvas nesta tela: exclua uma antes de salvar outra.')).toBeVisible()
    expect(onClose).not.toHaveBeenCalled()
  })
})
