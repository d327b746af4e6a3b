import { createFileRoute } from '@tanstack/react-router'
import { tituloDaAcao } from '@/entities/acao-lote'
import { AcaoLotePage, carregarAcaoLote } from '@/pages/acoes-lote/executar'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

const ROTA = '/acoes-lote/alterar-funcionarios'

/** AUTH-056, BATCH-003: /acoes-lote/alterar-funcionarios (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/acoes-lote/alterar-funcionarios')({
  loader: ({ context }) => loadWhenAllowed(context, (queryClient) => carregarAcaoLote(queryClient, ROTA)),
  pendingComponent: () => <ScreenPending title={tituloDaAcao(ROTA)} />,
  errorComponent: (props) => <ScreenLoadError title={tituloDaAcao(ROTA)} {...props} />,
  component: () => <AcaoLotePage rota={ROTA} />,
})
