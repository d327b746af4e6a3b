import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { historicoQueries, ROTULOS_TIPO_ALTERACAO, TIPOS_ALTERACAO, type TipoAlteracao } from '@/entities/alteracao-cartao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { useDebouncedValue } from '@/shared/lib'
import { Button, Dialog, FormField, Input, inputClass } from '@/shared/ui'
import { ListaAlteracoes } from './lista-alteracoes'

/** The user filter is typed: it is asked once the typing stops. */
export const FILTRO_USUARIO_DEBOUNCE_MS = 300

const TIPOS_EM_ORDEM = [...TIPOS_ALTERACAO].sort((a, b) => ROTULOS_TIPO_ALTERACAO[a].localeCompare(ROTULOS_TIPO_ALTERACAO[b], 'pt-BR'))

export interface HistoricoCartaoDialogProps {
  cartao: CartaoPonto
  onClose: () => void
}

/** Issue 15 §1: 'Histórico do cartão': the whole timeline of the card, filtered by user and kind of change. */
export function HistoricoCartaoDialog({ cartao, onClose }: HistoricoCartaoDialogProps) {
  const [usuario, setUsuario] = useState('')
  const [tipo, setTipo] = useState<TipoAlteracao | ''>('')
  const usuarioFiltrado = useDebouncedValue(usuario, FILTRO_USUARIO_DEBOUNCE_MS)
  const historico = useQuery({
    ...historicoQueries.doCartao({
      funcionarioId: cartao.funcionario.id,
      competenciaId: cartao.competencia.id,
      usuario: usuarioFiltrado,
      tipo: tipo || null,
    }),
    placeholderData: keepPreviousData,
  })
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title="Histórico do cartão"
      description={`${cartao.funcionario.nomeOrNomeSocial}, competência ${cartao.competencia.descricaoCurta}`}
      size="xl"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <div className="space-y-4">
        <div role="search" aria-label="Filtrar o histórico" className="grid gap-3 sm:grid-cols-2">
          <FormField label="Usuário">
            <Input type="search" value={usuario} placeholder="Nome ou usuário" onChange={(event) => setUsuario(event.target.value)} />
          </FormField>
          <FormField label="Tipo de alteração">
            <select className={inputClass} value={tipo} onChange={(event) => setTipo(event.target.value as TipoAlteracao | '')}>
              <option value="">Todos</option>
              {TIPOS_EM_ORDEM.map((t) => (
                <option key={t} value={t}>
                  {ROTULOS_TIPO_ALTERACAO[t]}
                </option>
              ))}
            </select>
          </FormField>
        </div>
        <ListaAlteracoes historico={historico} rotulo="Alterações do cartão" vazio="Nenhuma alteração encontrada." comDia />
      </div>
    </Dialog>
  )
}
