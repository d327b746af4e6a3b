import { useState } from 'react'
import { composicaoDoBanco, formatHhmm, hhmmSign, type CartaoPonto, type FiguraBanco } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { Card } from '@/shared/ui'
import { BotaoDosDias } from './botao-dos-dias'
import { ComposicaoTotalAdiada } from './composicao-total-adiada'
import type { FiguraAberta } from './composicao-total-dialog'
import { RouteLink } from './route-link'

const LINHAS: Array<[rotulo: string, campo: FiguraBanco]> = [
  ['Saldo Inicial', 'totalSaldoBancoInicial'],
  ['Créditos', 'totalSaldoBancoMais'],
  ['Débitos', 'totalSaldoBancoMenos'],
  ['Lançamentos (+)', 'totalLancamentoBancoMais'],
  ['Lançamentos (−)', 'totalLancamentoBancoMenos'],
  ['Total', 'totalSaldoBancoFinal'],
  ['Total sem o dia atual', 'totalSaldoBancoMenosDiaAtual'],
]

/** TC-176..TC-178: the hour bank figures, each non-zero one opening where it comes from; entries link only for front_bancohoras_lancamento. */
export function BancoHorasTile({ cartao, sessao }: { cartao: CartaoPonto; sessao: Sessao }) {
  const manutencao = cartao.manutencaoDTO
  const [figura, setFigura] = useState<FiguraAberta | null>(null)
  const [aberta, setAberta] = useState(false)
  return (
    <Card
      title="Banco de Horas"
      aria-label="Banco de Horas"
      actions={
        <RouteLink sessao={sessao} to="/banco-horas/lancamentos" hideWhenDenied>
          Lançamentos
        </RouteLink>
      }
    >
      {manutencao.bancoHorasDescricao && <p className="mb-2 text-xs text-slate-600">{manutencao.bancoHorasDescricao}</p>}
      <table className="w-full text-xs">
        <caption className="sr-only">Banco de Horas</caption>
        <tbody>
          {LINHAS.map(([rotulo, campo]) => {
            const valor = formatHhmm(manutencao[campo])
            return (
              <tr key={campo} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 text-left font-normal text-slate-600">
                  {rotulo}
                </th>
                <td className="py-1 text-right font-mono font-semibold tabular-nums">
                  {hhmmSign(manutencao[campo]) === 0 ? (
                    valor
                  ) : (
                    <BotaoDosDias
                      rotulo={rotulo}
                      valor={valor}
                      onAbrir={(botao) => {
                        setFigura({ rotulo, compor: (c) => composicaoDoBanco(c, campo), botao })
                        setAberta(true)
                      }}
                    />
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <ComposicaoTotalAdiada cartao={cartao} figura={figura} aberta={aberta} onFechar={() => setAberta(false)} />
    </Card>
  )
}
