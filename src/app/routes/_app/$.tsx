import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'

// Routes of the route table whose screens come in later issues. The layout has already applied the
// guards and shows the not-found page for paths outside the table.
export const Route = createFileRoute('/_app/$')({
  component: EmConstrucaoPage,
})
