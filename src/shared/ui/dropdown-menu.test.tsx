import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { carregarMenus, DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu'

function Menu({ defaultOpen }: { defaultOpen?: boolean }) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger>Meu Perfil</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem>Redefinir senha</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

// The library may arrive in idle time before the first press: the press must still open the menu it swaps in.
describe('a menu pressed after its library has loaded', () => {
  beforeAll(() => carregarMenus())

  it.each([
    ['without defaultOpen', undefined],
    ['with defaultOpen={false}', false],
  ])('opens on the first click (%s)', async (_, defaultOpen) => {
    const user = userEvent.setup()
    render(<Menu defaultOpen={defaultOpen} />)
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Meu Perfil' }))
    expect(await screen.findByRole('menuitem', { name: 'Redefinir senha' })).toBeVisible()
  })

  it('opens from the keyboard and gives the focus back to its button on Escape', async () => {
    const user = userEvent.setup()
    render(<Menu defaultOpen={false} />)
    screen.getByRole('button', { name: 'Meu Perfil' }).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Redefinir senha' })).toBeVisible()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Meu Perfil' })).toHaveFocus()
  })
})
