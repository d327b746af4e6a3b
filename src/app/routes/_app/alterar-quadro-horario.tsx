import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-060, BATCH-007: /alterar-quadro-horario (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/alterar-quadro-horario')({
  component: () => <AcaoLotePage rota="/alterar-quadro-horario" />,
})
