import { expect, test } from './fixtures/test.ts'
import { main, pesquisar, tabela } from './fixtures/registro-generico.ts'

// PONTO_TODAY=2026-11-16: competence 13 (11/2026) is the open one; employee 1 is Fernanda.

test.describe('shift rosters', () => {
  test('[REG-034] a roster holds, per day, the schedule, the rest day and the hours; the days are saved and kept', async ({
    page,
    loginAs,
  }) => {
    await loginAs('rh', '/escalas')
    await pesquisar(page, 'ubs')
    await tabela(page, 'Escalas').getByRole('button', { name: 'Plantões 12x36 da UBS Centro' }).click()
    const dias = main(page).getByRole('form', { name: 'Dias da escala' })
    await expect(dias.getByRole('row')).toHaveCount(31)
    // A 12x36 roster: the days off are rest days without schedule nor hours, the others 12 hours of the 12x36 schedule.
    const folgas = dias.getByRole('checkbox', { name: /^Folga em/, checked: true })
    await expect(folgas.first()).toBeVisible()
    const trabalho = dias
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { checked: false }) })
      .first()
    await expect(trabalho.getByRole('textbox', { name: /^Horas de/ })).toHaveValue('12:00')
    await expect(trabalho.getByRole('combobox', { name: /^Horário de/ })).toHaveValue('8')

    // A rest day turned into a working day needs its schedule.
    const primeiraFolga = dias
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { checked: true }) })
      .first()
    const rotulo = (await primeiraFolga.getByRole('rowheader').textContent())!.trim()
    const dia = dias.getByRole('row', { name: new RegExp(`^${rotulo}`) })
    await dia.getByRole('checkbox', { name: `Folga em ${rotulo}` }).uncheck()
    await dia.getByRole('textbox', { name: `Horas de ${rotulo}` }).fill('06:00')
    await dias.getByRole('button', { name: 'Salvar dias' }).click()
    await expect(dia.getByText('Informe o horário do dia')).toBeVisible()
    await dia.getByRole('combobox', { name: `Horário de ${rotulo}` }).selectOption({ label: '007 - Revezamento 12x36 noturno 19:00-07:00' })
    await dias.getByRole('button', { name: 'Salvar dias' }).click()
    await expect(dias.getByRole('status')).toHaveText('Dias da escala salvos.')

    await page.reload()
    const salvo = main(page)
      .getByRole('form', { name: 'Dias da escala' })
      .getByRole('row', { name: new RegExp(`^${rotulo}`) })
    await expect(salvo.getByRole('checkbox')).not.toBeChecked()
    await expect(salvo.getByRole('textbox', { name: `Horas de ${rotulo}` })).toHaveValue('06:00')
    await expect(salvo.getByRole('combobox', { name: `Horário de ${rotulo}` })).toHaveValue('7')
  })

  test('[REG-034] a new roster starts from the employee schedule: weekdays of 8 hours, weekends off', async ({ page, loginAs }) => {
    await loginAs('rh', '/escalas/new/13')
    const form = main(page).getByRole('form', { name: 'Nova escala' })
    await expect(form.getByText('11/2026')).toBeVisible()
    await main(page).getByLabel('Descrição', { exact: true }).fill('Escala da Fernanda')
    await main(page).getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
    await page.getByRole('option', { name: /Fernanda/ }).click()
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await expect(page).toHaveURL(/\/escalas\?competencia=13$/)
    await pesquisar(page, 'Escala da Fernanda')
    await tabela(page, 'Escalas').getByRole('button', { name: 'Escala da Fernanda' }).click()
    const dias = main(page).getByRole('form', { name: 'Dias da escala' })
    await expect(dias.getByRole('row', { name: /^16\/11 Seg/ }).getByRole('textbox')).toHaveValue('08:00')
    await expect(dias.getByRole('checkbox', { name: /^Folga em 15\/11/ })).toBeChecked()
  })
})

test.describe('rosters per competence', () => {
  test('[REG-034] the list shows the rosters of the chosen competence; Novo and the rows open /escalas/new/{competencia} and /escalas/edit/{id}', async ({
    page,
    loginAs,
  }) => {
    await loginAs('rh', '/escalas')
    const competencia = main(page).getByRole('combobox', { name: 'Competência' })
    await expect(competencia).toHaveValue('13')
    await expect(tabela(page, 'Escalas').getByRole('button', { name: 'Plantões 12x36 da UBS Centro' })).toBeVisible()

    await competencia.selectOption({ label: '10/2026' })
    await expect(page).toHaveURL(/\/escalas\?competencia=12$/)
    await expect(main(page).getByText('Nenhum registro cadastrado.')).toBeVisible()
    await main(page).getByRole('button', { name: 'Novo' }).click()
    await expect(page).toHaveURL(/\/escalas\/new\/12$/)
    await expect(main(page).getByRole('form', { name: 'Nova escala' }).getByText('10/2026')).toBeVisible()
    await main(page).getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/escalas\?competencia=12$/)

    await competencia.selectOption({ label: '11/2026' })
    await tabela(page, 'Escalas').getByRole('button', { name: 'Plantões 12x36 da UBS Centro' }).click()
    await expect(page).toHaveURL(/\/escalas\/edit\/1$/)
    await expect(main(page).getByRole('form', { name: 'Dias da escala' })).toBeVisible()
    await main(page).getByRole('button', { name: 'Cancelar' }).click()
    await expect(page).toHaveURL(/\/escalas\?competencia=13$/)
  })
})

test.describe('equipment', () => {
  test('[REG-083] a collector failure shows the equipment feature own message; an online collector receives the settings', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/equipamento')
    await pesquisar(page, 'UBS')
    await tabela(page, 'Equipamentos').getByRole('button', { name: 'REP-C 0002 UBS Centro' }).click()
    const coletor = main(page).getByRole('region', { name: 'Coletor do equipamento' })
    await coletor.getByRole('button', { name: 'Enviar ao coletor' }).click()
    await expect(coletor.getByRole('alert')).toHaveText(
      'Nao foi possivel comunicar com o coletor do equipamento! Verifique se o coletor esta ligado e conectado a rede.',
    )
    // The form's own failures keep the catalogue's wording.
    await expect(main(page).getByRole('form').getByRole('alert')).toHaveCount(0)

    await page.goto('/equipamento/1')
    const online = main(page).getByRole('region', { name: 'Coletor do equipamento' })
    await online.getByRole('button', { name: 'Enviar ao coletor' }).click()
    await expect(online.getByRole('status')).toHaveText('Configuração enviada ao coletor.')
    await expect(online.getByRole('alert')).toHaveCount(0)
  })

  test('a REP-C needs a valid IP address and a 17-digit manufacturing number', async ({ page, loginAs }) => {
    await loginAs('admin', '/equipamento/new')
    await main(page).getByLabel('Descrição', { exact: true }).fill('REP-C 0004')
    await main(page).getByLabel('Número de fabricação').fill('123')
    await main(page).getByLabel('Endereço IP').fill('10.0.300.1')
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await expect(main(page).getByText('O número de fabricação deve ter 17 dígitos')).toBeVisible()
    await expect(main(page).getByText('Informe um endereço IP válido')).toBeVisible()
    await expect(page).toHaveURL(/\/equipamento\/new$/)
  })
})
