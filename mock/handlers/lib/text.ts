/** Lower-case, accent-free text for searches. */
export function normalize(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()
}

export function matchesText(search: string, ...values: (string | number | null | undefined)[]): boolean {
  const term = normalize(search)
  if (term === '') return true
  return values.some((v) => v !== null && v !== undefined && normalize(String(v)).includes(term))
}
