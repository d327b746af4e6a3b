import { recordRequests } from './fixtures/network.ts'
import { expect, test } from './fixtures/test.ts'

test('[AUTH-007] Meu Perfil › Redefinir senha asks first, then sends the reset request once and says where the link went', async ({ loginAs, page }) => {
  await loginAs('funcionario')
  const pedidos = recordRequests(page, (url, request) => url.pathname === '/api/usuarios/reset-password' && request.method() === 'POST')
  await page.getByRole('button', { name: 'Meu Perfil' }).click()
  await page.getByRole('menuitem', { name: 'Redefinir senha' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Redefinir senha' })
  await dialogo.getByRole('button', { name: 'Redefinir senha' }).click()
  const pergunta = page.getByRole('alertdialog')
  await expect(pergunta).toContainText('Deseja receber por e-mail um link para redefinir sua senha?')
  await pergunta.getByRole('button', { name: 'Sim' }).click()
  await expect(dialogo.getByRole('status')).toHaveText('Enviamos para funcionario@ponto.local um link para você criar uma nova senha.')
  expect(pedidos).toHaveLength(1)
})
