import { useState } from 'react'
import type { Solicitacao } from '@/entities/solicitacao'

/**
 * The pending requests checked on the list's page. Only the pending ones shown count: a request that leaves the page
 * (decided, filtered out, another page) is no longer selected.
 */
export function useSelecaoPendentes(itens: readonly Solicitacao[] | undefined, ativa: boolean) {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set())
  const pendentes = ativa ? (itens ?? []).filter((s) => s.status === 'PENDENTE') : []
  const selecionadas = pendentes.filter((s) => ids.has(s.id))
  const alterar = (mudar: (atual: Set<number>) => void) =>
    setIds((anterior) => {
      const atual = new Set(anterior)
      mudar(atual)
      return atual
    })
  return {
    pendentes,
    selecionadas,
    todas: pendentes.length > 0 && selecionadas.length === pendentes.length,
    marcada: (id: number) => ids.has(id),
    marcar: (id: number, marcar: boolean) => alterar((atual) => (marcar ? atual.add(id) : atual.delete(id))),
    marcarTodas: (marcar: boolean) => setIds(new Set(marcar ? pendentes.map((s) => s.id) : [])),
    desmarcar: (decididas: readonly number[]) => alterar((atual) => decididas.forEach((id) => atual.delete(id))),
  }
}
