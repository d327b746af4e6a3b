import type { Browser } from '@playwright/test'

/** Time card figures (issue 3); filled in with the time card screen. */
export async function benchCartaoPonto(_browser: Browser, _url: string): Promise<void> {
  console.log('Cartão ponto: not measured yet')
}
