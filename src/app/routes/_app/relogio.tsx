import { createFileRoute } from '@tanstack/react-router'
import { carregarRelogio, RelogioPage } from '@/pages/relogio'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** CLOCK-001/002: clock-in (front_relogio, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/relogio')({
  loader: ({ context }) => loadWhenAllowed(context, carregarRelogio),
  pendingComponent: () => <ScreenPending title="Bater o Ponto" />,
  errorComponent: (props) => <ScreenLoadError title="Bater o Ponto" {...props} />,
  component: RelogioPage,
})
