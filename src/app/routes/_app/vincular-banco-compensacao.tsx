import { createFileRoute } from '@tanstack/react-router'
import { tituloDaAcao } from '@/entities/acao-lote'
import { AcaoLotePage, carregarAcaoLote } from '@/pages/acoes-lote/executar'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

const ROTA = '/vincular-banco-compensacao'

/** AUTH-059, BATCH-006: /vincular-banco-compensacao (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/vincular-banco-compensacao')({
  loader: ({ context }) => loadWhenAllowed(context, (queryClient) => carregarAcaoLote(queryClient, ROTA)),
  pendingComponent: () => <ScreenPending title={tituloDaAcao(ROTA)} />,
  errorComponent: (props) => <ScreenLoadError title={tituloDaAcao(ROTA)} {...props} />,
  component: () => <AcaoLotePage rota={ROTA} />,
})
