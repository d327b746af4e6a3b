import type { Marcacao } from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'

const TIPO_TITULO: Partial<Record<Marcacao['tipoMarcacao'], string>> = {
  INCLUIDO: 'Incluída',
  PRE_ASSINALADO: 'Pré-assinalada',
}

/** The hour of a punch as shown in the grid: INCLUIDO with an asterisk (TC-098). */
export function horaExibida(marcacao: Marcacao): string {
  return marcacao.tipoMarcacao === 'INCLUIDO' ? `${marcacao.hora}*` : marcacao.hora
}

/** Accessible name of a punch slot: 'Entrada 1 de 03/11: 13:00 (incluída)'. */
export function nomeDoSlot(rotulo: string, diaMes: string, marcacao: Marcacao | null): string {
  if (!marcacao) return `${rotulo} de ${diaMes}: sem marcação`
  const tipo = TIPO_TITULO[marcacao.tipoMarcacao]
  return `${rotulo} de ${diaMes}: ${marcacao.hora}${tipo ? ` (${tipo.toLowerCase()})` : ''}`
}

export interface MarcacaoHoraProps {
  marcacao: Marcacao | null
  /** Instead of the kind's ('Incluída por … em …' for an included punch). */
  titulo?: string
  onMouseEnter?: () => void
}

export function MarcacaoHora({ marcacao, titulo, onMouseEnter }: MarcacaoHoraProps) {
  if (!marcacao) return null
  return (
    <span
      title={titulo ?? TIPO_TITULO[marcacao.tipoMarcacao]}
      onMouseEnter={onMouseEnter}
      className={cn('font-mono tabular-nums', marcacao.tipoMarcacao === 'PRE_ASSINALADO' && 'text-slate-600 italic')}
    >
      {horaExibida(marcacao)}
    </span>
  )
}

/** TC-069: the clock's original punches; disregarded ones struck through. */
export function MarcacoesOriginais({ marcacoes }: { marcacoes: readonly Marcacao[] }) {
  if (marcacoes.length === 0) return null
  return (
    <ul className="flex min-w-[11ch] flex-wrap gap-x-1.5 font-mono tabular-nums">
      {marcacoes.map((m) => (
        <li key={m.id}>
          {m.desconsiderada ? (
            <s title="Desconsiderada" className="text-slate-600">
              {m.hora}
              <span className="sr-only"> (desconsiderada)</span>
            </s>
          ) : (
            m.hora
          )}
        </li>
      ))}
    </ul>
  )
}
