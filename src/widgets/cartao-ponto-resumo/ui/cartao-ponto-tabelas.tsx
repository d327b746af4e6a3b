import type { ReactNode } from 'react'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { dayBankSpan, HOUR_BANK_SPAN, tileSpans, type Tile } from '../model/tile-layout'
import { BancoCompensacaoTile } from './banco-compensacao-tile'
import { BancoDiasTile } from './banco-dias-tile'
import { BancoHorasTile } from './banco-horas-tile'
import { MovimentacaoRhTile } from './movimentacao-rh-tile'

// Literal class names, so Tailwind generates them.
const SPAN_CLASS: Record<number, string> = {
  4: 'lg:col-span-4',
  5: 'lg:col-span-5',
  7: 'lg:col-span-7',
  9: 'lg:col-span-9',
}
const spanClass = (span: number) => SPAN_CLASS[span] ?? 'lg:col-span-9'

type TileId = 'bancoHoras' | 'bancoDias' | 'bancoCompensacao' | 'bancoCompensacaoManual' | 'movimentacaoRH'

/** The side tables of the time card, each only when it has something to show (TC-176..TC-189). */
export function CartaoPontoTabelas({ cartao }: { cartao: CartaoPonto }) {
  const sessao = useSessao()
  const m = cartao.manutencaoDTO
  const conteudo: Partial<Record<TileId, ReactNode>> = {}
  const tiles: Array<Tile<TileId>> = []

  if (m.existeBancoHoras) {
    tiles.push({ id: 'bancoHoras', span: HOUR_BANK_SPAN })
    conteudo.bancoHoras = <BancoHorasTile cartao={cartao} sessao={sessao} />
  }
  if (m.existeBancoDias && cartao.bancoDiasResumo.length > 0) {
    tiles.push({ id: 'bancoDias', span: dayBankSpan(cartao.bancoDiasResumo.length) })
    conteudo.bancoDias = <BancoDiasTile cartao={cartao} sessao={sessao} />
  }
  if (m.existeBancoCompensacao && cartao.bancoCompensacaoResumo) {
    tiles.push({ id: 'bancoCompensacao' })
    conteudo.bancoCompensacao = (
      <BancoCompensacaoTile resumo={cartao.bancoCompensacaoResumo} titulo="Banco de Compensação" sessao={sessao} />
    )
  }
  if (m.existeBancoCompensacao && cartao.bancoCompensacaoLancamentoManualResumo) {
    tiles.push({ id: 'bancoCompensacaoManual' })
    conteudo.bancoCompensacaoManual = (
      <BancoCompensacaoTile
        resumo={cartao.bancoCompensacaoLancamentoManualResumo}
        titulo="Banco de Compensação (lançamentos manuais)"
        sessao={sessao}
      />
    )
  }
  if (cartao.movimentacaoRH.length > 0) {
    tiles.push({ id: 'movimentacaoRH' })
    conteudo.movimentacaoRH = <MovimentacaoRhTile movimentacoes={cartao.movimentacaoRH} cartao={cartao} />
  }
  if (tiles.length === 0) return null

  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-9">
      {tileSpans(tiles).map(({ id, span }) => (
        <div key={id} data-testid={`tile-${id}`} data-span={span} className={spanClass(span)}>
          {conteudo[id]}
        </div>
      ))}
    </div>
  )
}
