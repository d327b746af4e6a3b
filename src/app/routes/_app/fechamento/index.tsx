import { createFileRoute } from '@tanstack/react-router'
import { carregarFechamentos, FechamentosPage } from '@/pages/fiscal/fechamento'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** AUTH-023: the closing periods (front_fechamento_visualizar, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/fechamento/')({
  loader: ({ context }) => loadWhenAllowed(context, carregarFechamentos),
  pendingComponent: () => <ScreenPending title="Fechamento" />,
  errorComponent: (props) => <ScreenLoadError title="Fechamento" {...props} />,
  component: FechamentosPage,
})
