import { createFileRoute } from '@tanstack/react-router'
import { carregarHome, HomePage } from '@/pages/home'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

export const Route = createFileRoute('/_app/')({
  // Most sessions start here: the loader stays in the entry file, so home's reads go out beside the startup loads
  // instead of after one more file and the shell's first render.
  codeSplitGroupings: [['component']],
  loader: ({ context }) => {
    const { sessao } = context.auth
    return sessao ? loadWhenAllowed(context, (queryClient) => carregarHome(queryClient, sessao)) : undefined
  },
  pendingComponent: () => <ScreenPending title="Início" />,
  errorComponent: (props) => <ScreenLoadError title="Início" {...props} />,
  component: HomePage,
})
