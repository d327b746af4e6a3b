import { createFileRoute } from '@tanstack/react-router'
import { CartaoPontoDiarioPage } from '@/pages/apuracao/cartao-ponto-diario'

/** AUTH-031: the daily card of every employee (front_cartao_ponto_diario). */
export const Route = createFileRoute('/_app/cartao-ponto-diario')({
  component: CartaoPontoDiarioPage,
})
