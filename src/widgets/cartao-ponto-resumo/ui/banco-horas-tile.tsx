import { formatHhmm, type Manutencao } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { Card } from '@/shared/ui'
import type { TotalHhmm } from '../model/totais'
import { RouteLink } from './route-link'

const LINHAS: Array<[rotulo: string, campo: TotalHhmm]> = [
  ['Saldo Inicial', 'totalSaldoBancoInicial'],
  ['Créditos', 'totalSaldoBancoMais'],
  ['Débitos', 'totalSaldoBancoMenos'],
  ['Lançamentos (+)', 'totalLancamentoBancoMais'],
  ['Lançamentos (−)', 'totalLancamentoBancoMenos'],
  ['Total', 'totalSaldoBancoFinal'],
  ['Total sem o dia atual', 'totalSaldoBancoMenosDiaAtual'],
]

/** TC-176..TC-178: the hour bank figures; entries link only for front_bancohoras_lancamento. */
export function BancoHorasTile({ manutencao, sessao }: { manutencao: Manutencao; sessao: Sessao }) {
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
          {LINHAS.map(([rotulo, campo]) => (
            <tr key={campo} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-1 text-left font-normal text-slate-600">
                {rotulo}
              </th>
              <td className="py-1 text-right font-mono font-semibold tabular-nums">{formatHhmm(manutencao[campo])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}
