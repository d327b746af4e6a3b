import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroListaPage } from '@/pages/registros'

/** TC-180: one employee's entries of one day bank in a period (the time card's day bank links). */
export const Route = createFileRoute('/_app/banco-dias/lancamentos/$funcionario/$bancoDias/$dataInicio/$dataFim')({
  loader: () => carregarRegistro('banco-dias/lancamentos'),
  component: LancamentosBancoDiasRoute,
})

function LancamentosBancoDiasRoute() {
  const registro = Route.useLoaderData()
  const { funcionario, bancoDias, dataInicio, dataFim } = Route.useParams()
  if (!registro) return null
  return (
    <RegistroListaPage
      registro={registro}
      caminho={`/banco-dias/lancamentos/${funcionario}/${bancoDias}/${dataInicio}/${dataFim}`}
      caminhoNovo="/banco-dias/lancamentos/new"
      filtroFixo={{ funcionario, bancoDias, inicio: dataInicio, fim: dataFim }}
    />
  )
}
