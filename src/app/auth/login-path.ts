/** AUTH-013/014: /login?redirect={path}{query}. */
export function loginPath(redirect: string): string {
  return `/login?${new URLSearchParams({ redirect }).toString()}`
}
