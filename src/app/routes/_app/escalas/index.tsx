import { createFileRoute } from '@tanstack/react-router'
import { carregarEscalas, carregarRegistro, EscalasListaPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** REG-034: the rosters of a competence (`?competencia=`, by default the open one). */
export const Route = createFileRoute('/_app/escalas/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps }) => {
    const registro = await carregarRegistro('escalas')
    if (registro) await loadWhenAllowed(context, (queryClient) => carregarEscalas(queryClient, registro, deps.search))
    return registro
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: EscalasRoute,
})

function EscalasRoute() {
  const registro = Route.useLoaderData()
  return registro && <EscalasListaPage registro={registro} />
}
