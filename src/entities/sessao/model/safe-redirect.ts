/**
 * Only same-origin paths are accepted as post-login targets (no open redirect):
 * '/manutencao/3/7?page=2' is kept, 'https://evil.example/' or '//evil.example' become '/'.
 */
export function safeRedirectPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return '/'
  }
  try {
    const url = new URL(value, origin)
    if (url.origin !== origin) return '/'
    if (url.pathname === '/login' || url.pathname === '/callback') return '/'
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return '/'
  }
}
