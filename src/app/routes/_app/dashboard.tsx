import { createFileRoute } from '@tanstack/react-router'
import { carregarDashboard, DashboardPage } from '@/pages/dashboard'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** DASH-001: the indicators dashboard (front_dashboard, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/dashboard')({
  loader: ({ context }) => loadWhenAllowed(context, carregarDashboard),
  pendingComponent: () => <ScreenPending title="Indicadores" />,
  errorComponent: (props) => <ScreenLoadError title="Indicadores" {...props} />,
  component: DashboardPage,
})
