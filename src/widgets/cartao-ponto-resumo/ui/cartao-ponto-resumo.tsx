import { useState } from 'react'
import {
  balanceTone,
  campoHabilitado,
  composicaoDasFaltas,
  composicaoDoTotal,
  formatHhmm,
  hhmmSign,
  temComposicao,
  type CampoCartao,
  type CartaoPonto,
  type ComposicaoTotal,
} from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'
import { Card } from '@/shared/ui'
import type { TotalHhmm } from '../model/totais'
import { BotaoDosDias } from './botao-dos-dias'
import { ComposicaoTotalAdiada } from './composicao-total-adiada'
import type { FiguraAberta } from './composicao-total-dialog'

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

interface ItemProps {
  rotulo: string
  valor: string | number
  className?: string
  /** A non-zero total made of day figures opens its days (issue 15). */
  onAbrirDias?: ((botao: HTMLButtonElement) => void) | undefined
}

function Item({ rotulo, valor, className, onAbrirDias }: ItemProps) {
  const classeValor = cn('font-mono font-semibold tabular-nums', className)
  return (
    <div className="flex items-baseline justify-between gap-2 border-b border-slate-100 py-1">
      <dt className="text-slate-600">{rotulo}</dt>
      {/* A coloured figure (the balance, TC-173) keeps its colour on the term's value, and its button follows it. */}
      <dd className={onAbrirDias ? className : classeValor}>
        {onAbrirDias ? (
          <BotaoDosDias rotulo={rotulo} valor={valor} colorido={Boolean(className)} onAbrir={onAbrirDias} />
        ) : (
          valor
        )}
      </dd>
    </div>
  )
}

/** The month's totals below the grid (TC-166..TC-175), all as hh:mm. */
export function CartaoPontoResumo({ cartao }: { cartao: CartaoPonto }) {
  const m = cartao.manutencaoDTO
  const [figura, setFigura] = useState<FiguraAberta | null>(null)
  const [aberta, setAberta] = useState(false)
  const abrir = (rotulo: string, compor: (c: CartaoPonto) => ComposicaoTotal) => (botao: HTMLButtonElement) => {
    setFigura({ rotulo, compor, botao })
    setAberta(true)
  }
  const abrirDias = (rotulo: string, total: TotalHhmm) => {
    if (!temComposicao(total) || hhmmSign(m[total]) === 0) return undefined
    return abrir(rotulo, (c) => composicaoDoTotal(c, total))
  }
  const visivel = (f: Figura) => !f.campo || campoHabilitado(cartao, f.campo)
  const itens = (figuras: Figura[]) =>
    figuras
      .filter(visivel)
      .map((f) => (
        <Item key={f.total} rotulo={f.rotulo} valor={formatHhmm(m[f.total])} onAbrirDias={abrirDias(f.rotulo, f.total)} />
      ))
  const saldo = formatHhmm(m.totalHorasGeral)
  return (
    <Card title="Resumo da competência" aria-label="Resumo da competência">
      <dl className="grid grid-cols-1 gap-x-8 text-xs sm:grid-cols-2 lg:grid-cols-4">
        {itens(FIGURAS_ANTES_DA_CUSTOM)}
        {/* CLT art. 66: the rest between shifts not given, paid as overtime; only when some rest was short. */}
        {hhmmSign(m.totalHoraExtraInterjornada) > 0 && (
          <Item
            rotulo="Extra Interjornada"
            valor={formatHhmm(m.totalHoraExtraInterjornada)}
            onAbrirDias={abrirDias('Extra Interjornada', 'totalHoraExtraInterjornada')}
          />
        )}
        {m.horaExtraCustomLabel && (
          <Item
            rotulo={m.horaExtraCustomLabel}
            valor={formatHhmm(m.totalHoraExtraCustom)}
            onAbrirDias={abrirDias(m.horaExtraCustomLabel, 'totalHoraExtraCustom')}
          />
        )}
        {itens(FIGURAS_DEPOIS_DA_CUSTOM)}
        {campoHabilitado(cartao, 'falta') && (
          <Item
            rotulo="Faltas (dias)"
            valor={m.totalDiasFalta}
            onAbrirDias={m.totalDiasFalta > 0 ? abrir('Faltas (dias)', composicaoDasFaltas) : undefined}
          />
        )}
        {itens(FIGURAS_FINAIS)}
        <Item
          rotulo="Saldo de Horas"
          valor={saldo}
          className={balanceTone(saldo) === 'negative' ? 'text-danger-500' : 'text-brand-600'}
          onAbrirDias={abrirDias('Saldo de Horas', 'totalHorasGeral')}
        />
        {itens(FIGURAS_DE_COMPENSACAO)}
      </dl>
      <ComposicaoTotalAdiada cartao={cartao} figura={figura} aberta={aberta} onFechar={() => setAberta(false)} />
    </Card>
  )
}
