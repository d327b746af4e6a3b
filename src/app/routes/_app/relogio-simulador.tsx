import { createFileRoute } from '@tanstack/react-router'
import { RelogioSimuladorPage } from '@/pages/relogio-simulador'

/** AUTH-075: the clock simulator (front_relogio_simulador, administrators). */
export const Route = createFileRoute('/_app/relogio-simulador')({
  component: RelogioSimuladorPage,
})
