import type { ReactNode } from 'react'
import { useTamanho, type Tamanho } from '@/shared/lib'

/**
 * Fills its parent and draws `children` at the size it gets, once it has one (a chart needs its width and height). A
 * chart library's own responsive wrapper renders after a timer, in one long task; this one renders in a transition.
 */
export function Dimensionado({ children }: { children: (tamanho: Tamanho) => ReactNode }) {
  const [lugar, tamanho] = useTamanho<HTMLDivElement>()
  return (
    <div ref={lugar} className="h-full w-full">
      {tamanho && tamanho.largura > 0 && tamanho.altura > 0 ? children(tamanho) : null}
    </div>
  )
}
