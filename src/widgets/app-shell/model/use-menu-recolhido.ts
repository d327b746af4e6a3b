import { useState } from 'react'

export const chaveDoMenuRecolhido = (usuario: string) => `ponto.menuLateral.recolhido.${usuario}`

/**
 * Screens whose table needs the whole width: the time card's 30 columns fit 1440 px only beside the menu's rail, so
 * there the menu starts collapsed until the user chooses (docs/decisions.md, "Densidade").
 */
const TELAS_LARGAS = ['/manutencao']

const telaLarga = (pathname: string) => TELAS_LARGAS.some((tela) => pathname === tela || pathname.startsWith(`${tela}/`))

/** The user's own choice, or null when the user never chose. */
function lerEscolha(usuario: string): boolean | null {
  try {
    const valor = globalThis.localStorage.getItem(chaveDoMenuRecolhido(usuario))
    return valor === null ? null : valor === 'true'
  } catch {
    return null
  }
}

function gravarEscolha(usuario: string, recolhido: boolean): void {
  try {
    globalThis.localStorage.setItem(chaveDoMenuRecolhido(usuario), String(recolhido))
  } catch {
    // Storage full or disabled: the choice lasts until the page is left.
  }
}

/**
 * Whether the side menu is collapsed to its rail (SHELL-022): the user's choice, remembered in the browser per user;
 * without one, collapsed on the wide screens only.
 */
export function useMenuRecolhido(usuario: string, pathname: string) {
  const [escolha, setEscolha] = useState(() => ({ usuario, recolhido: lerEscolha(usuario) }))
  if (escolha.usuario !== usuario) setEscolha({ usuario, recolhido: lerEscolha(usuario) })
  const recolhido = escolha.recolhido ?? telaLarga(pathname)

  const alternar = () => {
    gravarEscolha(usuario, !recolhido)
    setEscolha({ usuario, recolhido: !recolhido })
  }
  return [recolhido, alternar] as const
}
