/**
 * `npm run bench`: measures the production build with the mock backend. Prints figures, asserts nothing:
 * the numbers go into the closing notes and are compared against the issues' targets.
 */
import { launch } from './bench/browser'
import { benchHome } from './bench/home'
import { startServer } from './bench/server'
import { benchCartaoPonto } from './bench/cartao-ponto'

const server = await startServer(4373)
const browser = await launch()
try {
  // 1. JavaScript loaded to show home after login (target: at most 150 KB gzip).
  await benchHome(browser, server.url)

  await benchCartaoPonto(browser, server.url)
} finally {
  await browser.close()
  server.stop()
}
