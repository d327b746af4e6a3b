/** Keyboard moves between the punch slots of the grid (keyboard-first correction). */

export const GRADE_SLOTS_ATTR = 'data-grade-slots'

export type Direcao = 'esquerda' | 'direita' | 'acima' | 'abaixo'

const TECLAS: Record<string, Direcao> = {
  ArrowLeft: 'esquerda',
  ArrowRight: 'direita',
  ArrowUp: 'acima',
  ArrowDown: 'abaixo',
}

/**
 * The direction of an arrow key, or null for any other key. Tab is the page's own: it goes on to the day's menu, the
 * amounts, links and treatments between the slots, which a keyboard user must be able to reach.
 */
export function direcaoDaTecla(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>): Direcao | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null
  return TECLAS[event.key] ?? null
}

function slots(raiz: ParentNode, seletor: string): HTMLElement[] {
  return Array.from(raiz.querySelectorAll<HTMLElement>(seletor))
}

/** The slot to focus from `atual`: left/right along the row, up/down to the same slot of the previous/next day. */
export function slotVizinho(atual: HTMLElement, direcao: Direcao): HTMLElement | null {
  const raiz = atual.closest(`[${GRADE_SLOTS_ATTR}]`)
  if (!raiz) return null
  const { slotDia, slotColuna } = atual.dataset
  const lista =
    direcao === 'esquerda' || direcao === 'direita'
      ? slots(raiz, `[data-slot-dia="${slotDia}"]`)
      : slots(raiz, `[data-slot-coluna="${slotColuna}"]`)
  const indice = lista.indexOf(atual)
  const passo = direcao === 'esquerda' || direcao === 'acima' ? -1 : 1
  return lista[indice + passo] ?? null
}

/** '170' → '17:0_' while typing; four digits → '17:00'. */
export function digitosComoHora(digitos: string): string {
  const d = digitos.padEnd(4, '_')
  return `${d.slice(0, 2)}:${d.slice(2, 4)}`
}

/** The typed digits as a time for the dialog: '1700' → '17:00', '800' → '08:00'; null when too short. */
export function horaDigitada(digitos: string): string | null {
  if (digitos.length < 3) return null
  const d = digitos.padStart(4, '0')
  return `${d.slice(0, 2)}:${d.slice(2, 4)}`
}
