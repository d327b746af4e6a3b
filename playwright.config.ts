import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two suites run side by side on one machine (the mock takes the next port).
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`
// Suites on other ports keep their artifacts and reports apart.
const SUFFIX = process.env.E2E_PORT ? `-${PORT}` : ''

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // Long journeys take ~20 s here; a machine two to three times slower must not time them out.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  outputDir: `test-results${SUFFIX}`,
  reporter: [['list'], ['json', { outputFile: `reports/playwright${SUFFIX}.json` }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace (screencast and DOM snapshots) costs CPU on every test: only the retry of a failed one records.
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's chromium-headless-shell (scripts/ensure-chromium.sh): Playwright cannot download its own here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-dev-shm-usage',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      MOCK_PORT: String(PORT + 1),
      PONTO_TODAY: '2026-11-16',
      PONTO_TEST_CONTROL: '1',
      // Access tokens live 300 s: a session restored by `loginAs` (e2e/fixtures/session.ts) never renews mid-test.
      MOCK_ACCESS_TTL: '300',
    },
  },
})
