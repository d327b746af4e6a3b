import { useState } from 'react'
import { useHistoricoDisponivel } from '@/entities/alteracao-cartao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { Button } from '@/shared/ui'
import { HistoricoCartaoDialog } from './historico-cartao-dialog.lazy'

/** 'Histórico do cartão' among the card's actions; gone once the backend is known to lack the history. */
export function HistoricoCartaoButton({ cartao }: { cartao: CartaoPonto }) {
  const disponivel = useHistoricoDisponivel()
  const [aberto, setAberto] = useState(false)
  return (
    <>
      {disponivel && (
        <Button variant="secondary" size="sm" onClick={() => setAberto(true)}>
          Histórico do cartão
        </Button>
      )}
      {aberto && <HistoricoCartaoDialog cartao={cartao} onClose={() => setAberto(false)} />}
    </>
  )
}
