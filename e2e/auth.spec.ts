import type { Page } from '@playwright/test'
import { appProntaPara, idpLoginForm, submitLogin, userName } from './fixtures/auth.ts'
import { recordNavigations, recordRequests } from './fixtures/network.ts'
import { expect, test } from './fixtures/test.ts'

// Login and logout are what these tests are about: each one goes through the identity provider.
test.use({ reuseSession: false })

const PROTECTED = '/manutencao/3/7?page=2'
const IDP_AUTH = '/realms/ponto/protocol/openid-connect/auth'

test('[AUTH-001][AUTH-013][AUTH-014] a protected URL goes through /login?redirect= to the identity provider and back to the same URL', async ({ page }) => {
  const navigations = recordNavigations(page)
  await page.goto(PROTECTED)

  await expect(idpLoginForm(page).usuario).toBeVisible()
  expect(new URL(page.url()).pathname).toMatch(/^\/realms\/ponto\//)
  expect(navigations.map((u) => new URL(u).pathname)).toContain(IDP_AUTH)
  const login = navigations.map((u) => new URL(u)).find((u) => u.pathname === '/login')
  expect(login, `navegações: ${navigations.join(' -> ')}`).toBeDefined()
  expect(login?.searchParams.get('redirect')).toBe(PROTECTED)

  await submitLogin(page, 'rh')
  await appProntaPara(page, 'rh')
  const back = new URL(page.url())
  expect(`${back.pathname}${back.search}`).toBe(PROTECTED)
})

test('[AUTH-002] the identity-service settings are fetched before the identity service is contacted', async ({ page }) => {
  const calls = recordRequests(page, (url) => url.pathname.startsWith('/realms/') || url.pathname.startsWith('/api/'))
  await page.goto('/')
  await expect(idpLoginForm(page).usuario).toBeVisible()
  const paths = calls.map((r) => new URL(r.url()).pathname)
  const config = paths.indexOf('/api/master/tenants/keycloak-config')
  expect(config).toBeGreaterThanOrEqual(0)
  expect(config).toBeLessThan(paths.findIndex((p) => p.startsWith('/realms/')))
})

test('[AUTH-002] a reload in a tab with a session shows the app while the settings are fetched again; the identity service waits for them', async ({ loginAs, page }) => {
  await loginAs('rh')
  const pendencias = page.getByRole('main').getByText('Solicitacoes Para Deferimento', { exact: true })
  await expect(pendencias).toBeVisible()
  let liberar = () => {}
  const segurada = new Promise<void>((resolve) => (liberar = resolve))
  await page.route('**/api/master/tenants/keycloak-config', async (route) => {
    await segurada
    await route.continue()
  })
  const identidade = recordRequests(page, (url) => url.pathname.startsWith('/realms/'))
  await page.reload()
  // The whole start (files, startup loads, home's reads) on a machine two to three times slower.
  await expect(pendencias).toBeVisible({ timeout: 20_000 })
  expect(identidade).toHaveLength(0)
  liberar()
  await expect.poll(() => identidade.length, { timeout: 15_000 }).toBeGreaterThan(0)
})

test('[AUTH-016] a user without the route role sees the denial message instead of the screen', async ({ loginAs, page }) => {
  await loginAs('supervisor')
  await page.goto('/empresa')
  await expect(page).toHaveURL(/\/empresa$/)
  await expect(page.getByText('Sem permissao de acesso a tela.', { exact: true })).toBeVisible()
})

test.describe('profile completion', () => {
  const title = (page: Page) =>
    page.getByRole('heading', { name: 'Complete seu cadastro!', exact: true })

  test('[AUTH-015][HOME-015][AUTH-081][AUTH-082][AUTH-083][AUTH-087][AUTH-088] a user without CPF and celular gets Minha Conta on every protected route until completing it', async ({ loginAs, page }) => {
    await loginAs('novo')
    await expect(title(page)).toBeVisible()

    await page.goto('/manutencao')
    await expect(title(page)).toBeVisible()

    await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('93541134780')
    await page.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('11912345678')
    await expect(page.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue('935.411.347-80')
    await expect(page.getByRole('textbox', { name: 'Celular', exact: true })).toHaveValue('(11) 91234-5678')
    const saved = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/usuarios/profile')
    await page.getByRole('button', { name: 'Salvar' }).click()
    const put = await saved
    expect(put.method()).toBe('PUT')
    expect(put.postDataJSON()).toEqual({ cpf: '93541134780', celular: '11912345678' })

    // Saved on /manutencao: the guard lets the route through now.
    await expect(title(page)).toBeHidden()
    await page.goto('/')
    await expect(page.getByRole('main').getByRole('heading', { name: 'Início', exact: true })).toBeVisible()
    await expect(page.getByRole('main').getByText('Olá, Nelson!')).toBeVisible()
    await expect(title(page)).toBeHidden()
  })

  test('[AUTH-085][AUTH-086] saving empty shows both required messages and sends nothing', async ({ loginAs, page }) => {
    await loginAs('novo')
    const saves = recordRequests(page, (url) => url.pathname === '/api/usuarios/profile')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('CPF invalido!', { exact: true })).toBeVisible()
    await expect(page.getByText('Celular invalido!', { exact: true })).toBeVisible()
    expect(saves).toHaveLength(0)
    await expect(title(page)).toBeVisible()
  })

  test('[AUTH-089] the CPF of another account is refused with the conflict message', async ({ loginAs, page }) => {
    await loginAs('novo')
    await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('39053344705')
    await page.getByRole('textbox', { name: 'Celular', exact: true }).pressSequentially('11912345678')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await expect(page.getByText('Este CPF ja esta sendo utilizado por outro usuario!', { exact: true })).toBeVisible()
    await expect(title(page)).toBeVisible()
  })
})

test('[AUTH-006] Sair ends the session: stored state is cleared and opening the app asks for login again', async ({ loginAs, page }) => {
  await loginAs('rh')
  const navigations = recordNavigations(page)
  await page.getByRole('banner').getByRole('button', { name: 'Sair', exact: true }).click()

  await expect(idpLoginForm(page).usuario).toBeVisible()
  expect(navigations.some((u) => new URL(u).pathname.startsWith('/realms/ponto/protocol/openid-connect/logout'))).toBe(true)
  const stored = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.user')))
  expect(stored).toEqual([])

  await page.goto('/')
  await expect(idpLoginForm(page).usuario).toBeVisible()
  await expect(userName(page, 'rh')).toBeHidden()
})

test('an API call rejected with 401 renews the session silently and is sent again: the user stays where he is', async ({ loginAs, page }) => {
  await loginAs('rh')
  // The home's own call is answered before the 401 is set up: on a busy machine it could still be on its way, take the
  // 401 in the page about to be reloaded and leave the reloaded one without a renewal to wait for.
  await expect(page.getByRole('list', { name: 'Totais' }).getByRole('link', { name: /Funcionários/ })).toBeVisible()
  const navigations = recordNavigations(page)
  const calls = recordRequests(page, (url) => url.pathname === '/api/home/funcionarios')
  await page.route('**/api/home/funcionarios', (route) => route.fulfill({ status: 401 }), { times: 1 })
  const renewal = page.waitForRequest((request) => request.url().endsWith('/protocol/openid-connect/token'))

  await page.reload()

  await renewal
  await expect.poll(() => calls.length).toBe(2)
  await expect(userName(page, 'rh')).toBeVisible()
  expect(navigations.some((u) => new URL(u).pathname === IDP_AUTH)).toBe(false)
})

test('[AUTH-005] an API call rejected with 401 whose session cannot be renewed sends the user to log in', async ({ loginAs, page }) => {
  await loginAs('rh')
  await expect(page.getByRole('list', { name: 'Totais' }).getByRole('link', { name: /Funcionários/ })).toBeVisible()
  const navigations = recordNavigations(page)
  await page.route('**/api/home/funcionarios', (route) => route.fulfill({ status: 401 }), { times: 1 })
  await page.route(
    '**/protocol/openid-connect/token',
    (route) => route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'Token is not active' } }),
    { times: 1 },
  )

  await page.reload()

  await expect.poll(() => navigations.some((u) => new URL(u).pathname === IDP_AUTH)).toBe(true)
  const login = navigations.map((u) => new URL(u)).find((u) => u.pathname === '/login')
  expect(login?.searchParams.get('redirect')).toBe('/')
  expect(navigations.indexOf(login?.href ?? '')).toBeLessThan(navigations.findIndex((u) => new URL(u).pathname === IDP_AUTH))
  // The identity provider's session is still open: the user comes back logged in.
  await expect(userName(page, 'rh')).toBeVisible()
})

test('[AUTH-018] /about opens without login and shows the product and its legal basis', async ({ page }) => {
  const idp = recordRequests(page, (url) => url.pathname.startsWith('/realms/'))
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'Ponto', exact: true })).toBeVisible()
  await expect(page.getByText('Portaria MTP 671/2021')).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/about')
  expect(idp.filter((r) => r.isNavigationRequest())).toHaveLength(0)
})

test('redirect safety: a post-login redirect to another origin is ignored, the user lands on /', async ({ page }) => {
  const offsite = recordRequests(page, (url) => url.hostname === 'evil.example')
  await page.route('https://evil.example/**', (route) => route.abort())

  await page.goto('/login?redirect=https://evil.example/')
  await submitLogin(page, 'rh')
  await expect(userName(page, 'rh')).toBeVisible()

  const url = new URL(page.url())
  expect(url.origin).toBe(new URL(test.info().project.use.baseURL ?? '').origin)
  expect(url.pathname).toBe('/')
  expect(offsite).toHaveLength(0)
})

test('[AUTH-004] a start with the backend down says so, asks less and less often, and goes on when it is back', async ({ page }) => {
  const tries: number[] = []
  let down = true
  await page.route('**/api/master/tenants/keycloak-config', (route) => {
    tries.push(Date.now())
    return down ? route.abort('connectionrefused') : route.continue()
  })
  await page.goto('/')
  await expect(page.getByRole('alert')).toHaveText('O serviço está indisponível! Tente mais tarde novamente.')
  await expect.poll(() => tries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6)
  const gaps = tries.slice(1).map((at, i) => at - tries[i]!)
  // 100, 200, 400, 800, 1600 ms: each wait at least about the double of the first (a busy machine only stretches them).
  expect(gaps[4]).toBeGreaterThanOrEqual(1_500)
  expect(tries[5]! - tries[0]!).toBeGreaterThanOrEqual(3_000)

  down = false
  await expect(idpLoginForm(page).usuario).toBeVisible({ timeout: 15_000 })
})

test('[AUTH-005] what the user typed in a dialog survives being sent to log in: the same dialog for the same day gets it back', async ({ loginAs, page }) => {
  await loginAs('rh', '/manutencao/13/1')
  const grade = page.getByRole('region', { name: 'Cartão ponto' })
  await expect(grade.getByRole('rowheader').first()).toBeVisible()
  const abrirJustificar = async () => {
    await grade.getByRole('button', { name: 'Ações do dia 10/11' }).click()
    await page.getByRole('menuitem', { name: 'Justificar / abonar o dia' }).click()
    return page.getByRole('dialog', { name: 'Justificar / abonar o dia 10/11' })
  }
  let dialog = await abrirJustificar()
  await dialog.getByRole('radio', { name: 'Abonar o dia todo' }).check()
  await dialog.getByRole('combobox', { name: 'Motivo' }).click()
  await page.getByRole('option', { name: 'Consulta médica', exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Observação' }).fill('Tratamento de canal – atestado entregue em 10/11')

  // The session is gone: the save is refused and the renewal fails, so the app sends the user to log in.
  const navigations = recordNavigations(page)
  await page.route('**/api/registros/justificar', (route) => route.fulfill({ status: 401 }), { times: 1 })
  await page.route(
    '**/protocol/openid-connect/token',
    (route) => route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'Token is not active' } }),
    { times: 1 },
  )
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect.poll(() => navigations.some((u) => new URL(u).pathname === IDP_AUTH)).toBe(true)

  // The identity provider's session is still open: back on the card, logged in, the dialog of that day has the draft.
  await expect(grade.getByRole('rowheader').first()).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/manutencao/13/1')
  dialog = await abrirJustificar()
  await expect(dialog.getByText('Recuperamos o que você digitou antes de a sessão expirar. Confira e salve novamente.')).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Abonar o dia todo' })).toBeChecked()
  await expect(dialog).toContainText('Consulta médica')
  await expect(dialog.getByRole('textbox', { name: 'Observação' })).toHaveValue('Tratamento de canal – atestado entregue em 10/11')
})

test('[AUTH-005] a change without a form refused for the expired session says after the login that it was not done', async ({ loginAs, page }) => {
  await loginAs('rh', '/fechamento/12')
  await expect(page.getByRole('heading', { name: 'Fechamento 10/2026', level: 1 })).toBeVisible()

  // The session is gone: 'Reabrir' is refused and the renewal fails, so the app sends the user to log in.
  const navigations = recordNavigations(page)
  await page.route('**/api/fechamentos/12', (route) => (route.request().method() === 'DELETE' ? route.fulfill({ status: 401 }) : route.fallback()), {
    times: 1,
  })
  await page.route(
    '**/protocol/openid-connect/token',
    (route) => route.fulfill({ status: 400, json: { error: 'invalid_grant', error_description: 'Token is not active' } }),
    { times: 1 },
  )
  await page.getByRole('button', { name: 'Reabrir competência 10/2026' }).click()
  await page.getByRole('button', { name: 'Sim' }).click()
  await expect.poll(() => navigations.some((u) => new URL(u).pathname === IDP_AUTH)).toBe(true)

  // The identity provider's session is still open: back on the closing, logged in, told the competence was not reopened.
  await expect(page.getByRole('heading', { name: 'Fechamento 10/2026', level: 1 })).toBeVisible()
  await expect(page.getByText('A sessão expirou antes de a última ação terminar: ela não foi feita. Confira e faça de novo.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Reabrir competência 10/2026' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Reabrir competência 10/2026' })).toBeVisible()
  await expect(page.getByText('A sessão expirou antes de a última ação terminar')).toHaveCount(0)
})
