import { QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { ImportarColetorButton } from './importar-coletor-button'


const app = usarAppNoMock('rh', { hoje: null })

function renderColetor(funcionarioId: number) {
  render(
    <QueryClientProvider client={app().queryClient}>
      <ImportarColetorButton funcionarioId={funcionarioId} />
    </QueryClientProvider>,
  )
  return within(screen.getByRole('region', { name: 'Coletor' }))
}

describe("the employee form's collector section, against the mock backend", () => {
  it("[REG-008][REG-011][REG-012] lists the employee's imports, and an import sent shows up in the list", async () => {
    const coletor = renderColetor(1)
    expect(await coletor.findByText('Nenhuma importação para o coletor.')).toBeVisible()

    await userEvent.setup().click(coletor.getByRole('button', { name: 'Importar para o coletor' }))
    expect(await coletor.findByRole('status')).toHaveTextContent('Importação enviada ao coletor.')
    const lista = await coletor.findByRole('list', { name: 'Importações para o coletor' })
    expect(within(lista).getAllByRole('listitem')).toHaveLength(1)
    expect(within(lista).getByRole('listitem')).toHaveTextContent(/^Importação enviada em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(coletor.queryByText('Nenhuma importação para o coletor.')).not.toBeInTheDocument()
  })

  it("[REG-008] another employee's imports are not listed", async () => {
    const coletor = renderColetor(1)
    await userEvent.setup().click(await coletor.findByRole('button', { name: 'Importar para o coletor' }))
    await coletor.findByRole('list', { name: 'Importações para o coletor' })
    cleanup()
    expect(await renderColetor(2).findByText('Nenhuma importação para o coletor.')).toBeVisible()
  })
})
