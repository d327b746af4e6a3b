import { COLUNAS_CARTAO, COLUNAS_DE_PAR, type ColunaCartao } from './columns'

/** How one user likes the grid: the columns they hid and the compact mode. Kept in the browser, per user. */
export interface PreferenciasGrade {
  ocultas: ColunaCartao[]
  compacto: boolean
}

/** The part of `Storage` the preferences use (localStorage in the app). */
export type Armazenamento = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const PREFERENCIAS_PADRAO: PreferenciasGrade = { ocultas: [], compacto: false }

/** Columns the user cannot hide: the day, the punch slots and the day's total. */
const FIXAS: ReadonlySet<ColunaCartao> = new Set<ColunaCartao>(['dia', ...COLUNAS_DE_PAR, 'horas'])

export const colunaOpcional = (coluna: ColunaCartao) => !FIXAS.has(coluna)

/** The columns the chooser offers: those the spec shows this user on this card, less the fixed ones. */
export const colunasEscolhiveis = (visiveis: readonly ColunaCartao[]) => visiveis.filter(colunaOpcional)

export const chaveDasPreferencias = (usuario: string) => `ponto.cartaoPonto.grade.${usuario}`

const isColunaOpcional = (valor: unknown): valor is ColunaCartao =>
  typeof valor === 'string' && (COLUNAS_CARTAO as readonly string[]).includes(valor) && colunaOpcional(valor as ColunaCartao)

/** What was saved for the user; anything missing, unreadable or unknown falls back to the defaults. */
export function lerPreferencias(armazenamento: Armazenamento | null, usuario: string): PreferenciasGrade {
  try {
    const salvo = armazenamento?.getItem(chaveDasPreferencias(usuario))
    const valor: unknown = salvo ? JSON.parse(salvo) : null
    if (typeof valor !== 'object' || valor === null) return PREFERENCIAS_PADRAO
    const { ocultas, compacto } = valor as Record<string, unknown>
    return {
      ocultas: Array.isArray(ocultas) ? [...new Set(ocultas.filter(isColunaOpcional))] : [],
      compacto: compacto === true,
    }
  } catch {
    return PREFERENCIAS_PADRAO
  }
}

/** Saves the user's preferences; the defaults leave nothing behind. */
export function gravarPreferencias(armazenamento: Armazenamento | null, usuario: string, preferencias: PreferenciasGrade): void {
  const chave = chaveDasPreferencias(usuario)
  try {
    if (preferencias.ocultas.length === 0 && !preferencias.compacto) armazenamento?.removeItem(chave)
    else armazenamento?.setItem(chave, JSON.stringify(preferencias))
  } catch {
    // Storage full or disabled: the choice lasts until the page is left.
  }
}

export function alternarColuna(preferencias: PreferenciasGrade, coluna: ColunaCartao, visivel: boolean): PreferenciasGrade {
  if (!colunaOpcional(coluna)) return preferencias
  const outras = preferencias.ocultas.filter((c) => c !== coluna)
  return { ...preferencias, ocultas: visivel ? outras : [...outras, coluna] }
}

/** 'Restaurar colunas': every column the spec shows is back; the compact mode stays as chosen. */
export const restaurarColunas = (preferencias: PreferenciasGrade): PreferenciasGrade => ({ ...preferencias, ocultas: [] })
