import { createFileRoute } from '@tanstack/react-router'
import { ExportacaoEquipamentoPage } from '@/pages/exportacao-equipamento'

/** AUTH-072: employees exported to a clock (front_equipamento_exportacao). */
export const Route = createFileRoute('/_app/exportacao-equipamento')({
  component: ExportacaoEquipamentoPage,
})
