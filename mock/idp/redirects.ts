const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const APP_REDIRECT_PATHS = new Set(['/callback', '/silent-renew.html'])

function parse(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/** http(s) origin on this machine (any port): the dev server, the preview server, the e2e servers. */
export function isAllowedAppOrigin(origin: string, issuerOrigin?: string): boolean {
  const url = parse(origin)
  if (!url || !['http:', 'https:'].includes(url.protocol)) return false
  return LOOPBACK_HOSTS.has(url.hostname) || url.origin === issuerOrigin
}

/**
 * The app's /callback and /silent-renew.html on the issuer's origin only, as Keycloak's valid redirect URIs of
 * ponto-web: a code must not reach another program on this machine (any loopback port was accepted before). The browser
 * reaches the identity provider through the app's own origin, so that is the app's origin whatever its port.
 */
export function isAllowedRedirectUri(value: string, issuerOrigin?: string): boolean {
  const url = parse(value)
  return !!url && !url.hash && !!issuerOrigin && url.origin === issuerOrigin && APP_REDIRECT_PATHS.has(url.pathname)
}

/**
 * After logout only the app's root on the issuer's origin, as Keycloak's single "valid post logout redirect URI".
 * The browser reaches the identity provider through the app's own origin (one provider per origin), so that is the
 * app's origin whatever its port.
 */
export function isAllowedPostLogoutUri(value: string, issuerOrigin?: string): boolean {
  const url = parse(value)
  return !!url && !!issuerOrigin && url.href === new URL('/', issuerOrigin).href
}
