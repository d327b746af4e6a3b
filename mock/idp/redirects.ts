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

export function isAllowedRedirectUri(value: string, issuerOrigin?: string): boolean {
  const url = parse(value)
  return !!url && !url.hash && isAllowedAppOrigin(url.origin, issuerOrigin) && APP_REDIRECT_PATHS.has(url.pathname)
}

/** After logout the app's root (or any page of an allowed origin). */
export function isAllowedPostLogoutUri(value: string, issuerOrigin?: string): boolean {
  const url = parse(value)
  return !!url && !url.hash && isAllowedAppOrigin(url.origin, issuerOrigin)
}
