import { createFileRoute } from '@tanstack/react-router'
import { RelatoriosPage } from '@/pages/relatorios'

/** AUTH-064, BATCH-014..017: reports (front_relatorios, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/relatorios')({
  component: RelatoriosPage,
})
