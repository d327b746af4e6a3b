/**
 * `npm run bench`: measures the production build with the mock backend. Prints figures, asserts nothing:
 * the numbers go into the closing notes and are compared against the issues' targets.
 */
import { launch } from './bench/browser'
import { benchHome } from './bench/home'
import { startServer } from './bench/server'
import { benchCartaoPonto } from './bench/cartao-ponto'
import { benchEngine } from './bench/engine'
import { benchCorrecao } from './bench/correcao'
import { benchCarga } from './bench/carga'
import { benchAfd } from './bench/afd'
import { benchLighthouse } from './bench/lighthouse'
import { benchGrade } from './bench/grade'

// `npm run bench -- lighthouse` runs only the Lighthouse part; `-- js` only the JavaScript a screen needs and the card's
// steps; `-- correcao` only the correction; `-- grade` only the dense grid.
const soLighthouse = process.argv.includes('lighthouse')
const soJs = process.argv.includes('js')
const soCorrecao = process.argv.includes('correcao')
const soGrade = process.argv.includes('grade')

if (soLighthouse) {
  const server = await startServer(4873)
  try {
    await benchLighthouse(server.url)
  } finally {
    server.stop()
  }
  process.exit(0)
}

if (soJs || soCorrecao || soGrade) {
  const server = await startServer(4873)
  const browser = await launch()
  try {
    if (soJs) {
      await benchHome(browser, server.url)
      await benchCartaoPonto(browser, server.url)
    }
    if (soCorrecao) await benchCorrecao(browser, server.url)
    if (soGrade) await benchGrade(browser, server.url)
  } finally {
    await browser.close()
    server.stop()
  }
  process.exit(0)
}

// The engine alone (issue 3), before the browser and the server compete for the CPU.
benchEngine()

const server = await startServer(4873)
try {
  // 0. The embedded backend under load (issue §4), before the browser competes for the CPU.
  await benchCarga(server.url)
} catch (error) {
  server.stop()
  throw error
}
const browser = await launch()
try {
  // 1. JavaScript loaded to show home after login (target: at most 150 KB gzip).
  await benchHome(browser, server.url)

  // 2. Time card (issue 3): JavaScript to show a card, its requests, the step to the next employee.
  await benchCartaoPonto(browser, server.url)

  // 3. Time card editing (issue 4): a correction confirmed to the refreshed grid, and its requests.
  await benchCorrecao(browser, server.url)

  // 4. A card of 8 punches a day: long tasks while scrolling and stepping (issue 16 §1).
  await benchGrade(browser, server.url)

  // 5. Lighthouse, mobile and desktop, on home and on a card deep link (issue 16 §1).
  await benchLighthouse(server.url)
} finally {
  await browser.close()
  server.stop()
}

// 6. A 50,000-line AFD imported by the backend (issue 13 §4: under 5 s), last: it switches this process to test databases.
await benchAfd()
