import { expect, test } from './fixtures/test.ts'

test('the served app: the page is revalidated, hashed assets come gzip-compressed with a year of cache', async ({ request }) => {
  const pagina = await request.get('/')
  expect(pagina.headers()['cache-control']).toBe('no-cache')
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await pagina.text())?.[1]
  expect(script, 'index.html carrega um script de /assets').toBeDefined()

  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.ok()).toBe(true)
  expect(asset.headers()['content-encoding']).toBe('gzip')
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')
})
