import { createFileRoute } from '@tanstack/react-router'
import { carregarHome, HomePage } from '@/pages/home'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => {
    const { sessao } = context.auth
    return sessao ? loadWhenAllowed(context, (queryClient) => carregarHome(queryClient, sessao)) : undefined
  },
  pendingComponent: () => <ScreenPending title="Início" />,
  errorComponent: (props) => <ScreenLoadError title="Início" {...props} />,
  component: HomePage,
})
