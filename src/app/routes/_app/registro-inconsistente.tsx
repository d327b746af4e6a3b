import { createFileRoute } from '@tanstack/react-router'
import { InconsistenciasPage } from '@/pages/apuracao/inconsistencias'

/** AUTH-052: every inconsistent day (front_inconsistencias, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/registro-inconsistente')({
  component: InconsistenciasPage,
})
