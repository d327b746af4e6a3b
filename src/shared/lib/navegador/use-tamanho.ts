import { startTransition, useEffect, useState } from 'react'

export interface Tamanho {
  largura: number
  altura: number
}

/**
 * The size of an element, followed while it changes. Each change renders in a transition, so what is drawn from it (a
 * chart of many SVG elements) renders in slices between the browser's other work instead of in one long task.
 */
export function useTamanho<T extends Element>(): [(elemento: T | null) => void, Tamanho | undefined] {
  const [elemento, setElemento] = useState<T | null>(null)
  const [tamanho, setTamanho] = useState<Tamanho>()

  useEffect(() => {
    if (!elemento || typeof ResizeObserver === 'undefined') return
    const observador = new ResizeObserver(([entrada]) => {
      const { width: largura, height: altura } = entrada!.contentRect
      startTransition(() => setTamanho((atual) => (atual?.largura === largura && atual.altura === altura ? atual : { largura, altura })))
    })
    observador.observe(elemento)
    return () => observador.disconnect()
  }, [elemento])

  return [setElemento, tamanho]
}
