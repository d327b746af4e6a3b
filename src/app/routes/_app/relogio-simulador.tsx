import { createFileRoute } from '@tanstack/react-router'
import { carregarRelogioSimulador, RelogioSimuladorPage } from '@/pages/relogio-simulador'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-075: the clock simulator (front_relogio_simulador, administrators). */
export const Route = createFileRoute('/_app/relogio-simulador')({
  loader: ({ context }) => loadWhenAllowed(context, carregarRelogioSimulador),
  pendingComponent: () => <ScreenPending title="Simulador de Relógio" />,
  errorComponent: (props) => <ScreenLoadError title="Simulador de Relógio" {...props} />,
  component: RelogioSimuladorPage,
})
