import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-061, BATCH-008: /relatorio-ponto (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/relatorio-ponto')({
  component: () => <AcaoLotePage rota="/relatorio-ponto" />,
})
