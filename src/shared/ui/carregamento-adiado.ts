import { useSyncExternalStore } from 'react'
import { quandoOcioso } from '@/shared/lib'

/**
 * A library a screen shows only after a first interaction (menus, selects): it loads when the browser is idle after the
 * first part that needs it is shown, or at once on that interaction. `use()` gives the module once it is in.
 */
export function carregamentoAdiado<M>(importar: () => Promise<M>) {
  let modulo: M | null = null
  let carregando: Promise<void> | null = null
  let agendado = false
  const ouvintes = new Set<() => void>()

  const carregar = (): Promise<void> => {
    carregando ??= importar().then((m) => {
      modulo = m
      ouvintes.forEach((ouvinte) => ouvinte())
    })
    return carregando
  }
  const carregarQuandoOcioso = (): void => {
    if (agendado || modulo) return
    agendado = true
    quandoOcioso(() => void carregar(), 3000, 300)
  }
  const assinar = (ouvinte: () => void) => {
    ouvintes.add(ouvinte)
    return () => void ouvintes.delete(ouvinte)
  }
  const use = (): M | null => useSyncExternalStore(assinar, () => modulo, () => modulo)
  return { carregar, carregarQuandoOcioso, use }
}
