import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroListaPage } from '@/pages/registros'

/** TC-186: the compensation entries the time card links to. */
export const Route = createFileRoute('/_app/banco-compensacao-lancamentos')({
  loader: () => carregarRegistro('banco-compensacao/lancamentos'),
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
