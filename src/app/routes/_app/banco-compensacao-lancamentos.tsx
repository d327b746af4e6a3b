import { createFileRoute } from '@tanstack/react-router'
import { RegistroListaPage } from '@/pages/registros'
import { loadRegisterList } from './-register'
import { ScreenLoadError, ScreenPending } from './-screen'

/** TC-186: the compensation entries the time card links to. */
export const Route = createFileRoute('/_app/banco-compensacao-lancamentos')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadRegisterList(context, 'banco-compensacao/lancamentos', deps.search),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: LancamentosCompensacaoRoute,
})

function LancamentosCompensacaoRoute() {
  const registro = Route.useLoaderData()
  return (
    registro && (
      <RegistroListaPage
        registro={registro}
        caminho="/banco-compensacao-lancamentos"
        caminhoNovo="/banco-compensacao/lancamentos/new"
        caminhoItem={(id) => `/banco-compensacao/lancamentos/${id}`}
      />
    )
  )
}
