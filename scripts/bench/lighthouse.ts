import { chromium } from '@playwright/test'
import { writeFileSync } from 'node:fs'
import { desktopConfig, navigation } from 'lighthouse'
import puppeteer from 'puppeteer-core'
import { login } from './browser'

const PORTA_DEPURACAO = 9333

interface Medida {
  pagina: string
  preset: 'mobile' | 'desktop'
  performance: number
  acessibilidade: number
  lcp: number
  tbt: number
  cls: number
  tarefaMaisLonga: number
  /** The accessibility audits that failed, by id. */
  falhasAcessibilidade: string[]
  /** Main-thread time by kind of work (Lighthouse's mainthread-work-breakdown), in ms, largest first. */
  trabalho: [string, number][]
}

/**
 * Issue 16 §1: Lighthouse (mobile preset, the default, and desktop) on home and on a card deep link, logged in as rh.
 * The session lives in the tab (sessionStorage): Lighthouse runs in the same tab the person logged in with, keeping the
 * storage and clearing only the HTTP cache before each run (cold cache).
 */
export async function benchLighthouse(url: string): Promise<void> {
  const navegador = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', `--remote-debugging-port=${PORTA_DEPURACAO}`],
  })
  try {
    const contexto = await navegador.newContext({ extraHTTPHeaders: { 'x-ponto-db': 'bench-lighthouse' } })
    const pagina = await contexto.newPage()
    await login(pagina, url, 'rh')
    await pagina.waitForURL(`${url}/`)
    await pagina.getByRole('list', { name: 'Totais' }).waitFor()

    const remoto = await puppeteer.connect({ browserURL: `http://127.0.0.1:${PORTA_DEPURACAO}`, defaultViewport: null })
    const alvo = (await remoto.pages()).find((p) => p.url().startsWith(url))
    if (!alvo) throw new Error('A aba em que o rh entrou não foi encontrada pelo Lighthouse.')
    const medidas: Medida[] = []
    for (const [nome, caminho] of [['home', '/'], ['cartão (link direto)', '/manutencao/13/1']] as const) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const cdp = await alvo.createCDPSession()
        await cdp.send('Network.clearBrowserCache')
        await cdp.detach()
        const resultado = await navigation(alvo, `${url}${caminho}`, {
          config: preset === 'desktop' ? desktopConfig : undefined,
          flags: { disableStorageReset: true, onlyCategories: ['performance', 'accessibility'], logLevel: 'error' },
        })
        if (!resultado) throw new Error(`Lighthouse não devolveu resultado para ${caminho}`)
        const { categories, audits } = resultado.lhr
        if (process.env.PONTO_LHR_DIR) {
          const arquivo = `${process.env.PONTO_LHR_DIR}/${caminho === '/' ? 'home' : 'cartao'}-${preset}.json`
          writeFileSync(arquivo, JSON.stringify(resultado.lhr))
          // The trace Lighthouse measured, for DevTools' Performance panel.
          writeFileSync(arquivo.replace(/\.json$/, '.trace.json'), JSON.stringify(resultado.artifacts.Trace))
        }
        const valor = (id: string) => audits[id]?.numericValue ?? Number.NaN
        const tarefas = (audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []
        medidas.push({
          pagina: nome,
          preset,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          acessibilidade: Math.round((categories.accessibility?.score ?? 0) * 100),
          lcp: valor('largest-contentful-paint'),
          tbt: valor('total-blocking-time'),
          cls: valor('cumulative-layout-shift'),
          tarefaMaisLonga: Math.max(0, ...tarefas.map((t) => t.duration)),
          trabalho: ((audits['mainthread-work-breakdown']?.details as { items?: { groupLabel: string; duration: number }[] } | undefined)?.items ?? [])
            .map((item): [string, number] => [item.groupLabel, item.duration])
            .sort((a, b) => b[1] - a[1]),
          falhasAcessibilidade: (categories.accessibility?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score === 0)
            .map((ref) => ref.id),
        })
      }
    }
    await remoto.disconnect()
    console.log('Lighthouse 13 (rh logged in, same tab, cold HTTP cache)')
    for (const m of medidas) {
      console.log(
        `  ${`${m.pagina}, ${m.preset}`.padEnd(30)} performance ${String(m.performance).padStart(3)}  acessibilidade ${String(m.acessibilidade).padStart(3)}` +
          `  LCP ${(m.lcp / 1000).toFixed(1)} s  TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  tarefa mais longa ${Math.round(m.tarefaMaisLonga)} ms` +
          (m.falhasAcessibilidade.length ? `  (acessibilidade: ${m.falhasAcessibilidade.join(', ')})` : ''),
      )
      console.log(`    linha principal: ${m.trabalho.map(([tipo, ms]) => `${tipo} ${Math.round(ms)} ms`).join(', ')}`)
    }
  } finally {
    await navegador.close()
  }
}
