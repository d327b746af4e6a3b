import { lazy, Suspense, type ComponentProps } from 'react'

const Dialogo = lazy(() => import('./composicao-total-dialog').then((m) => ({ default: m.ComposicaoTotalDialog })))

/** The days behind a figure: the dialog's code loads the first time a figure is opened (not with the card). */
export function ComposicaoTotalAdiada(props: ComponentProps<typeof Dialogo>) {
  if (!props.figura) return null
  return (
    <Suspense fallback={null}>
      <Dialogo {...props} />
    </Suspense>
  )
}
