import { useLayoutEffect, useState } from 'react'

/**
 * Whether the content of `regiao` is wider than the region itself. The width compared is the region's inner width
 * without a scrollbar, so the answer does not change with the scrollbar the answer itself brings.
 */
export function excedeLargura(regiao: HTMLElement): boolean {
  const larguraInterna = regiao.offsetWidth - 2 * regiao.clientLeft
  return regiao.scrollWidth > larguraInterna
}

/** Measures `regiao` and its table whenever either changes size. */
export function useLarguraExcedida(regiao: HTMLElement | null): boolean {
  const [excede, setExcede] = useState(false)
  useLayoutEffect(() => {
    if (!regiao) return
    const medir = () => setExcede(excedeLargura(regiao))
    medir()
    const observador = new ResizeObserver(medir)
    observador.observe(regiao)
    const tabela = regiao.querySelector('table')
    if (tabela) observador.observe(tabela)
    return () => observador.disconnect()
  }, [regiao])
  return excede
}

const topoAnterior = new WeakMap<HTMLElement, number>()
const gestoDoUsuario = new WeakMap<HTMLElement, number>()

/** How long after a wheel turn, a touch, a key or a press on the scroll bar the box's scrolling counts as the user's own. */
const GESTO_MS = 1000

/** Notes a gesture of the user on the box that scrolls it (wheel, touch, key, press on its scroll bar). */
export function registrarGesto(caixa: HTMLElement): void {
  gestoDoUsuario.set(caixa, performance.now())
}

/**
 * Scrolling inside the grid's own box brings the whole box into view (below the top bar, `scroll-margin-top`): its
 * header row and its last rows are then on screen together, instead of the header going under the top bar while
 * the page shows the box's bottom. The page moves the same way the box does, so it reads as one scroll. Only the
 * user's own scrolling does it: a scroll made by the page (a day brought into view) already placed what it shows, and
 * moving the page a moment later would move the cell under a pointer about to press it.
 */
export function mostrarCaixaInteira(caixa: HTMLElement): void {
  const gesto = gestoDoUsuario.get(caixa)
  if (gesto === undefined || performance.now() - gesto > GESTO_MS) return
  if (topoAnterior.get(caixa) === caixa.scrollTop) return // a sideways scroll leaves the page where it is
  topoAnterior.set(caixa, caixa.scrollTop)
  const { top, bottom, height } = caixa.getBoundingClientRect()
  const margem = parseFloat(getComputedStyle(caixa).scrollMarginTop) || 0
  if (height > window.innerHeight - margem || (top >= margem && bottom <= window.innerHeight)) return
  caixa.scrollIntoView({ block: 'nearest' })
}
