import { describe, expect, it } from 'vitest'
import { isAllowedPostLogoutUri, isAllowedRedirectUri } from './redirects'

describe('redirect URIs of ponto-web', () => {
  it("accepts /callback and /silent-renew.html on the issuer's origin, whatever its port", () => {
    expect(isAllowedRedirectUri('http://localhost:5173/callback', 'http://localhost:5173')).toBe(true)
    expect(isAllowedRedirectUri('http://localhost:4173/silent-renew.html', 'http://localhost:4173')).toBe(true)
    expect(isAllowedRedirectUri('http://127.0.0.1:39211/callback', 'http://127.0.0.1:39211')).toBe(true)
    expect(isAllowedRedirectUri('http://ponto.interno:8080/callback', 'http://ponto.interno:8080')).toBe(true)
  })

  it.each([
    'http://localhost:9999/callback',
    'http://127.0.0.1:5173/callback',
    'http://evil.example/callback',
    'http://localhost:5173/outra',
    'javascript://localhost/callback',
    'http://localhost:5173/callback#x',
    'não é url',
  ])('refuses %s (another port, host, path, scheme or a fragment)', (uri) => {
    expect(isAllowedRedirectUri(uri, 'http://localhost:5173')).toBe(false)
  })

  it('refuses everything when the issuer is unknown', () => {
    expect(isAllowedRedirectUri('http://localhost:5173/callback')).toBe(false)
  })

  it("after logout allows only the app's root on the issuer's origin, whatever its port", () => {
    expect(isAllowedPostLogoutUri('http://localhost:5173/', 'http://localhost:5173')).toBe(true)
    expect(isAllowedPostLogoutUri('http://127.0.0.1:4393/', 'http://127.0.0.1:4393')).toBe(true)
    expect(isAllowedPostLogoutUri('http://ponto.interno:8080/', 'http://ponto.interno:8080')).toBe(true)
  })

  it.each([
    'http://127.0.0.1:1/x?y',
    'http://localhost:1/',
    'http://127.0.0.1:5173/',
    'http://localhost:5173/x',
    'http://localhost:5173/?y',
    'http://localhost:5173/#x',
    'https://localhost:5173/',
    'http://evil.example/',
    'não é url',
  ])('after logout refuses %s (another port, host, path, query, fragment or scheme)', (uri) => {
    expect(isAllowedPostLogoutUri(uri, 'http://localhost:5173')).toBe(false)
  })

  it('after logout refuses everything when the issuer is unknown', () => {
    expect(isAllowedPostLogoutUri('http://localhost:5173/')).toBe(false)
  })
})
