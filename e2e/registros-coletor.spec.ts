import { expect, test } from './fixtures/test.ts'
import { main, pesquisar, tabela } from './fixtures/registro-generico.ts'

// Seed: collector 1 'Coletor Paço Municipal' answers and knows the town hall's employees (Fernanda among them);
// collector 2 'Coletor UBS Centro' has been silent for two days.

test('a collector view lists the employees it knows and links to its screens', async ({ page, loginAs }) => {
  await loginAs('admin', '/coletor')
  await tabela(page, 'Coletores').getByRole('button', { name: 'Coletor Paço Municipal' }).click()
  await main(page).getByRole('navigation', { name: 'Telas do coletor' }).getByRole('link', { name: 'Visualizar' }).click()
  await expect(page).toHaveURL(/\/coletor\/1\/view$/)
  await expect(main(page).getByRole('heading', { name: 'Coletor Paço Municipal' })).toBeVisible()
  await expect(main(page).getByText('Online')).toBeVisible()
  await pesquisar(page, 'fernanda')
  await expect(tabela(page, 'Funcionários do coletor').getByRole('cell', { name: 'Fernanda Funcionária' })).toBeVisible()
})

test('[REG-011][REG-083] employees are sent to a collector; one that does not answer gets the collector message', async ({
  page,
  loginAs,
}) => {
  await loginAs('admin', '/coletor/2/envio-funcionario')
  const form = main(page).getByRole('form', { name: 'Enviar funcionários ao coletor Coletor UBS Centro' })
  await form.getByRole('button', { name: 'Enviar ao coletor' }).click()
  await expect(form.getByText('Selecione ao menos um funcionário')).toBeVisible()
  await form.getByRole('combobox', { name: 'Funcionários' }).fill('Fernanda')
  await page.getByRole('option', { name: /Fernanda/ }).click()
  await form.getByRole('button', { name: 'Enviar ao coletor' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Nao foi possivel comunicar com o coletor do equipamento! Verifique se o coletor esta ligado e conectado a rede.',
  )
  // What was chosen stays, to try again later.
  await expect(form.getByText('Fernanda', { exact: false })).toBeVisible()
})

test('[REG-011] employees move from one collector to another; the destination panel shows the transfer', async ({ page, loginAs }) => {
  await loginAs('admin', '/coletor/2/transferencia-funcionario')
  const form = main(page).getByRole('form', { name: 'Transferir funcionários do coletor Coletor UBS Centro' })
  await form.getByRole('button', { name: 'Transferir funcionários' }).click()
  await expect(form.getByText('Selecione o coletor de destino')).toBeVisible()
  await form.getByLabel('Coletor de destino').selectOption({ label: 'Coletor Paço Municipal' })
  await form.getByRole('combobox', { name: 'Funcionários' }).click()
  const primeiro = page.getByRole('listbox').getByRole('option').first()
  const nome = (await primeiro.textContent())!.replace(/^\d+ - /, '')
  await primeiro.click()
  await form.getByRole('button', { name: 'Transferir funcionários' }).click()
  await expect(form.getByRole('status')).toHaveText('Funcionários transferidos.')

  await page.goto('/coletor/1/view')
  await pesquisar(page, nome)
  await expect(tabela(page, 'Funcionários do coletor').getByRole('cell', { name: nome })).toBeVisible()
  await main(page).getByRole('link', { name: 'Painel do coletor' }).click()
  await expect(main(page).getByRole('heading', { name: 'Painel do coletor Coletor Paço Municipal' })).toBeVisible()
  await expect(
    main(page).getByRole('table', { name: 'Últimas mensagens' }).getByRole('cell', { name: 'Transferência de funcionários' }),
  ).toBeVisible()
})

test('rh has no collector screens', async ({ page, loginAs }) => {
  await loginAs('rh', '/coletor/1/view')
  await expect(main(page).getByText('Sem permissao de acesso a tela.')).toBeVisible()
})
