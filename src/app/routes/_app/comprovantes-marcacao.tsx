import { createFileRoute } from '@tanstack/react-router'
import { carregarComprovantes, ComprovantesPage } from '@/pages/comprovantes'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** CLOCK-004: the logged-in user's own clock-in receipts (no role). */
export const Route = createFileRoute('/_app/comprovantes-marcacao')({
  loader: ({ context }) => loadWhenAllowed(context, carregarComprovantes),
  pendingComponent: () => <ScreenPending title="Comprovantes de Marcação" />,
  errorComponent: (props) => <ScreenLoadError title="Comprovantes de Marcação" {...props} />,
  component: ComprovantesPage,
})
