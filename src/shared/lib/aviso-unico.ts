import { useSyncExternalStore } from 'react'

/**
 * One notice at a time, shown anywhere and read by one component (the global alert, the toast): a new one replaces the
 * one shown; each has an id so that dismissing an old one never takes a newer one away.
 */
export function avisoUnico<T extends object>() {
  let atual: (T & { id: number }) | null = null
  let sequencia = 0
  const ouvintes = new Set<() => void>()
  const avisar = () => ouvintes.forEach((ouvinte) => ouvinte())
  const assinar = (ouvinte: () => void) => {
    ouvintes.add(ouvinte)
    return () => void ouvintes.delete(ouvinte)
  }
  return {
    mostrar(aviso: T): number {
      const id = ++sequencia
      atual = { ...aviso, id }
      avisar()
      return id
    },
    /** Takes the notice away; with an id, only if it is still the one shown. */
    dispensar(id?: number): void {
      if (atual === null || (id !== undefined && atual.id !== id)) return
      atual = null
      avisar()
    },
    use: (): (T & { id: number }) | null => useSyncExternalStore(assinar, () => atual, () => atual),
  }
}
