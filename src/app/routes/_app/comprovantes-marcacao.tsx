import { createFileRoute } from '@tanstack/react-router'
import { ComprovantesPage } from '@/pages/comprovantes'

/** CLOCK-004: the logged-in user's own clock-in receipts (no role). */
export const Route = createFileRoute('/_app/comprovantes-marcacao')({
  component: ComprovantesPage,
})
