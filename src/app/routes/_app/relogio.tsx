import { createFileRoute } from '@tanstack/react-router'
import { RelogioPage } from '@/pages/relogio'

/** CLOCK-001/002: clock-in (front_relogio, guarded by the layout's route table). */
export const Route = createFileRoute('/_app/relogio')({
  component: RelogioPage,
})
