import { useEffect, useState } from 'react'
import { quandoOcioso } from './quando-ocioso'

/**
 * Work that can wait (a chart, say) starts once its place comes near the screen and the browser has then been idle:
 * below the fold it waits for the scroll, and it never competes with the first paint. Returns the ref to put on
 * the place and whether it may render. Without IntersectionObserver it renders at once.
 */
export function useQuandoVisivel<T extends Element>(): [(elemento: T | null) => void, boolean] {
  const [elemento, setElemento] = useState<T | null>(null)
  const [visivel, setVisivel] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    if (visivel || !elemento) return
    let cancelar = () => {}
    const observador = new IntersectionObserver(
      (entradas) => {
        if (!entradas.some((e) => e.isIntersecting)) return
        observador.disconnect()
        cancelar = quandoOcioso(() => setVisivel(true), 1000)
      },
      { rootMargin: '200px' },
    )
    observador.observe(elemento)
    return () => {
      observador.disconnect()
      cancelar()
    }
  }, [elemento, visivel])

  return [setElemento, visivel]
}
