import { expect, test } from './fixtures/test.ts'
import { idpLoginForm } from './fixtures/auth.ts'
import { main } from './fixtures/registro-generico.ts'

test('[AUTH-078] a user created by the administrator logs in with the chosen profile; the server refuses a CPF already in use', async ({
  page,
  loginAs,
}) => {
  // Two logins through the identity provider and a logout.
  test.setTimeout(60_000)
  await loginAs('admin', '/admin/usuarios/new')
  const form = main(page).getByRole('form', { name: 'Novo usuário' })
  await form.getByLabel('Usuário', { exact: true }).fill('joana')
  await form.getByLabel('Nome', { exact: true }).fill('Joana Gestora')
  await form.getByLabel('E-mail', { exact: true }).fill('joana@ponto.local')
  await form.getByLabel('CPF', { exact: true }).fill('52998224725')
  await form.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Supervisor' })
  await form.getByLabel('Senha', { exact: true }).fill('segredo')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Este CPF ja esta sendo utilizado por outro usuario!')).toBeVisible()
  await expect(form.getByLabel('CPF', { exact: true })).toBeFocused()
  // With CPF and mobile the new user needs no profile completion.
  await form.getByLabel('CPF', { exact: true }).fill('12345678909')
  await form.getByLabel('Celular', { exact: true }).fill('11987650099')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/admin\/usuarios$/)

  await page.getByRole('button', { name: 'Sair' }).click()
  // The logout ends the identity provider's session and comes back asking for a login.
  const login = idpLoginForm(page)
  await expect(login.usuario).toBeVisible()
  await login.usuario.fill('joana')
  await login.senha.fill('segredo')
  await login.entrar.click()
  await expect(page.getByText('Joana Gestora', { exact: true }).first()).toBeVisible()
  // A supervisor looks up time cards and has no users screen.
  await expect(page.getByRole('link', { name: 'Cartão Ponto', exact: true })).toBeVisible()
  await page.goto('/admin/usuarios')
  await expect(main(page).getByText('Sem permissao de acesso a tela.')).toBeVisible()
})
