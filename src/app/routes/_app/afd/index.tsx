import { createFileRoute } from '@tanstack/react-router'
import { AfdPage, carregarAfd } from '@/pages/fiscal/afd'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** AUTH-019: the AFD imports (front_importacaoafd, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/afd/')({
  loader: ({ context }) => loadWhenAllowed(context, carregarAfd),
  pendingComponent: () => <ScreenPending title="Importação de AFD" />,
  errorComponent: (props) => <ScreenLoadError title="Importação de AFD" {...props} />,
  component: AfdPage,
})
