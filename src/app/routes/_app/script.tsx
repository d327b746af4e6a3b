import { createFileRoute } from '@tanstack/react-router'
import { ScriptsPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/script')({
  component: ScriptsPage,
})
