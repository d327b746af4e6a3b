import { useEffect, useLayoutEffect, useState } from 'react'

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

/** The app's top bar (`top-14`), under which the page scrolls. */
const ALTURA_DA_BARRA_REM = 3.5

/**
 * How far below the top of the grid's own box its header must sit to stay under the top bar: once the user scrolls
 * past the box's last row, the page goes on scrolling and takes the box's top (and a header stuck to it) under the bar.
 */
export function deslocamentoDoCabecalho(topoDaCaixa: number, alturaDaBarra: number): number {
  return Math.max(0, Math.round(alturaDaBarra - topoDaCaixa))
}

/** Keeps `--topo-cabecalho` on `cabecalho` (the grid's thead) at the offset that keeps it under the top bar. */
export function useCabecalhoSobABarra(caixa: HTMLElement | null, cabecalho: HTMLElement | null, ativo: boolean): void {
  useEffect(() => {
    if (!caixa || !cabecalho || !ativo) return
    let quadro = 0
    const medir = () => {
      quadro = 0
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
      const deslocamento = deslocamentoDoCabecalho(caixa.getBoundingClientRect().top, ALTURA_DA_BARRA_REM * rem)
      cabecalho.style.setProperty('--topo-cabecalho', `${deslocamento}px`)
    }
    const agendar = () => {
      if (quadro === 0) quadro = requestAnimationFrame(medir)
    }
    medir()
    window.addEventListener('scroll', agendar, { passive: true })
    window.addEventListener('resize', agendar, { passive: true })
    return () => {
      cancelAnimationFrame(quadro)
      window.removeEventListener('scroll', agendar)
      window.removeEventListener('resize', agendar)
      cabecalho.style.removeProperty('--topo-cabecalho')
    }
  }, [caixa, cabecalho, ativo])
}
