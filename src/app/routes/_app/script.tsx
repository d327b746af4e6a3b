import { createFileRoute } from '@tanstack/react-router'
import { carregarScripts, ScriptsPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

export const Route = createFileRoute('/_app/script')({
  loader: ({ context }) => loadWhenAllowed(context, carregarScripts),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: ScriptsPage,
})
