import { createFileRoute } from '@tanstack/react-router'
import { AcaoLotePage } from '@/pages/acoes-lote/executar'

/** AUTH-058, BATCH-004: /vincular-quadro-horario (guarded by the layout's route table). */
export const Route = createFileRoute('/_app/vincular-quadro-horario')({
  component: () => <AcaoLotePage rota="/vincular-quadro-horario" />,
})
