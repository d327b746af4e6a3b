export interface Brand {
  variant: 'gov' | 'default'
  name: string
}

/** SHELL-008: public-sector hosts get the 'Ponto Gov' brand, every other host the 'Ponto' brand. */
export function brandFor(hostname: string): Brand {
  return /gov|prefeitura/i.test(hostname) ? { variant: 'gov', name: 'Ponto Gov' } : { variant: 'default', name: 'Ponto' }
}
