import { createFileRoute } from '@tanstack/react-router'
import { AceitesPage } from '@/pages/apuracao/aceites'

/** AUTH-053: 'Cartão Ponto Digital', the cards awaiting acceptance and accepted (front_aceites). */
export const Route = createFileRoute('/_app/aceite')({
  component: AceitesPage,
})
