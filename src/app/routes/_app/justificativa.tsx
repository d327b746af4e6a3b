import { createFileRoute } from '@tanstack/react-router'
import { tituloDaAcao } from '@/entities/acao-lote'
import { AcaoLotePage, carregarAcaoLote } from '@/pages/acoes-lote/executar'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

const ROTA = '/justificativa'

/** AUTH-057, BATCH-002: /justificativa (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/justificativa')({
  loader: ({ context }) => loadWhenAllowed(context, (queryClient) => carregarAcaoLote(queryClient, ROTA)),
  pendingComponent: () => <ScreenPending title={tituloDaAcao(ROTA)} />,
  errorComponent: (props) => <ScreenLoadError title={tituloDaAcao(ROTA)} {...props} />,
  component: () => <AcaoLotePage rota={ROTA} />,
})
