import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ACOES_LOTE_SEARCH_DEFAULTS, AcoesLotePage, acoesLoteSearchSchema } from '@/pages/acoes-lote/lista'

/** AUTH-055: the batch actions done (front_acoeslote, guarded by the layout's route table); the page in the URL. */
export const Route = createFileRoute('/_app/acoes-lote/')({
  validateSearch: acoesLoteSearchSchema,
  search: { middlewares: [stripSearchParams(ACOES_LOTE_SEARCH_DEFAULTS)] },
  component: AcoesLoteRoute,
})

function AcoesLoteRoute() {
  return <AcoesLotePage search={Route.useSearch()} />
}
