import { createFileRoute } from '@tanstack/react-router'
import { RegistroListaPage } from '@/pages/registros'
import { loadRegisterList } from '../../-register'
import { ScreenLoadError, ScreenPending } from '../../-screen'

/** The entries of one employee, one day bank and one period: the route's own filters. */
const filtroFixo = (params: { funcionario: string; bancoDias: string; dataInicio: string; dataFim: string }) => ({
  funcionario: params.funcionario,
  bancoDias: params.bancoDias,
  inicio: params.dataInicio,
  fim: params.dataFim,
})

/** TC-180: one employee's entries of one day bank in a period (the time card's day bank links). */
export const Route = createFileRoute('/_app/banco-dias/lancamentos/$funcionario/$bancoDias/$dataInicio/$dataFim')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => loadRegisterList(context, 'banco-dias/lancamentos', deps.search, filtroFixo(params)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: LancamentosBancoDiasRoute,
})

function LancamentosBancoDiasRoute() {
  const registro = Route.useLoaderData()
  const params = Route.useParams()
  const { funcionario, bancoDias, dataInicio, dataFim } = params
  if (!registro) return null
  return (
    <RegistroListaPage
      registro={registro}
      caminho={`/banco-dias/lancamentos/${funcionario}/${bancoDias}/${dataInicio}/${dataFim}`}
      caminhoNovo="/banco-dias/lancamentos/new"
      filtroFixo={filtroFixo(params)}
    />
  )
}
