import { balanceTone, campoHabilitado, formatHhmm, hhmmSign, type CampoCartao, type CartaoPonto } from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'
import { Card } from '@/shared/ui'
import type { TotalHhmm } from '../model/totais'

interface Figura {
  rotulo: string
  total: TotalHhmm
  /** The field of the company's configuration that hides this figure (docs/decisions.md). */
  campo?: CampoCartao
}

const FIGURAS_ANTES_DA_CUSTOM: Figura[] = [
  { rotulo: 'Horas Trabalhadas', total: 'totalHoras' },
  { rotulo: 'Adicional Noturno', total: 'totalAdicionalNoturno', campo: 'adicionalNoturno' },
  { rotulo: 'Horas Sobreaviso', total: 'totalHoraSobreAviso' },
  { rotulo: 'Extra 50%', total: 'totalHoraExtra', campo: 'horaExtra50' },
  { rotulo: 'Extra 70%', total: 'totalHoraExtra70', campo: 'horaExtra70' },
  { rotulo: 'Extra 100%', total: 'totalHoraExtra100', campo: 'horaExtra100' },
  { rotulo: 'Extra Intervalo', total: 'totalHoraExtraIntervalo', campo: 'horaExtraIntervalo' },
]

const FIGURAS_DEPOIS_DA_CUSTOM: Figura[] = [
  { rotulo: 'Extra Noturna', total: 'totalHoraExtraNoturna', campo: 'horaExtraNoturna' },
  { rotulo: 'Extra Noturna 100%', total: 'totalHoraExtraNoturnaCemPorcento', campo: 'horaExtraNoturna100' },
  { rotulo: 'Total Horas Extras', total: 'totalHoraExtraGeral' },
  { rotulo: 'Faltas (horas)', total: 'totalFalta', campo: 'falta' },
]

const FIGURAS_FINAIS: Figura[] = [
  { rotulo: 'Atrasos', total: 'totalAtraso', campo: 'atraso' },
  { rotulo: 'Saídas Antecipadas', total: 'totalSaidaAntecipada', campo: 'saidaAntecipada' },
  { rotulo: 'Total Horas Descontadas', total: 'totalHorasNegativasGeral' },
]

const FIGURAS_DE_COMPENSACAO: Figura[] = [
  { rotulo: 'Permitidos', total: 'totalPermitidos', campo: 'permitidos' },
  { rotulo: 'Compensados', total: 'totalCompensados', campo: 'compensados' },
  { rotulo: 'Desconto DSR', total: 'totalDescontoDSR', campo: 'descontoDSR' },
]

function Item({ rotulo, valor, className }: { rotulo: string; valor: string | number; className?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{rotulo}</dt>
      <dd className={cn('font-mono font-semibold tabular-nums', className)}>{valor}</dd>
    </div>
  )
}

/** The month's totals below the grid (TC-166..TC-175), all as hh:mm. */
export function CartaoPontoResumo({ cartao }: { cartao: CartaoPonto }) {
  const m = cartao.manutencaoDTO
  const visivel = (f: Figura) => !f.campo || campoHabilitado(cartao, f.campo)
  const itens = (figuras: Figura[]) =>
    figuras.filter(visivel).map((f) => <Item key={f.total} rotulo={f.rotulo} valor={formatHhmm(m[f.total])} />)
  const saldo = formatHhmm(m.totalHorasGeral)
  return (
    <Card title="Resumo da competência" aria-label="Resumo da competência">
      <dl className="grid grid-cols-1 gap-x-8 text-xs sm:grid-cols-2 lg:grid-cols-4">
        {itens(FIGURAS_ANTES_DA_CUSTOM)}
        {/* CLT art. 66: the rest between shifts not given, paid as overtime; only when some rest was short. */}
        {hhmmSign(m.totalHoraExtraInterjornada) > 0 && (
          <Item rotulo="Extra Interjornada" valor={formatHhmm(m.totalHoraExtraInterjornada)} />
        )}
        {m.horaExtraCustomLabel && <Item rotulo={m.horaExtraCustomLabel} valor={formatHhmm(m.totalHoraExtraCustom)} />}
        {itens(FIGURAS_DEPOIS_DA_CUSTOM)}
        {campoHabilitado(cartao, 'falta') && <Item rotulo="Faltas (dias)" valor={m.totalDiasFalta} />}
        {itens(FIGURAS_FINAIS)}
        <Item
          rotulo="Saldo de Horas"
          valor={saldo}
          className={balanceTone(saldo) === 'negative' ? 'text-danger-500' : 'text-brand-600'}
        />
        {itens(FIGURAS_DE_COMPENSACAO)}
      </dl>
    </Card>
  )
}
