import { columnVisibilityFeature, createColumnHelper, tableFeatures, type ColumnDef } from '@tanstack/react-table'
import type { TdHTMLAttributes } from 'react'
import {
  COLUNAS_CARTAO,
  ocorrenciaDoDia,
  ROTULOS_COLUNAS,
  type ColunaCartao,
  type DiaCartao,
  type Marcacao,
  type RegistroDia,
} from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { useGrade } from './grade-context'
import { DiaCell } from './dia-cell'
import { DuracaoCell, type CampoDuracao } from './duracao-cell'
import { MarcacoesOriginais, nomeDoSlot } from './marcacao-cell'
import { MemoriaCalculoCell } from './memoria-calculo-cell'
import { RouteLink } from './route-link'
import { SlotCell } from './slot-cell'
import { TratamentosCell } from './tratamentos-cell'

interface ColunaMeta {
  /** Attributes of the body cell of a row (accessible name, test id, alignment). */
  cellProps?: (dia: DiaCartao) => TdHTMLAttributes<HTMLTableCellElement> & { 'data-testid'?: string }
  className?: string
}

export const features = tableFeatures({ columnVisibilityFeature, columnMeta: {} as ColunaMeta })
type Coluna = ColumnDef<typeof features, DiaCartao, unknown>
const helper = createColumnHelper<typeof features, DiaCartao>()

export const ROTULOS = ROTULOS_COLUNAS

/** The visible header of a column drawn narrow (no value on any day of the card); its full name stays its accessible name. */
export const ABREVIACOES: Partial<Record<ColunaCartao, string>> = {
  entrada1: 'E1',
  saida1: 'S1',
  entrada2: 'E2',
  saida2: 'S2',
  entrada3: 'E3',
  saida3: 'S3',
  entrada4: 'E4',
  saida4: 'S4',
  cargaHoraria: 'CH',
  horaExtraCalculada: 'ECalc',
  horaExtraTotal: 'Ext',
  horaExtra: '50%',
  horaExtra70: '70%',
  horaExtra100: '100%',
  horaExtraIntervalo: 'EInt',
  horaExtraNoturna: 'ENot',
  atraso: 'Atr',
  saidaAntecipada: 'SAnt',
  adicionalNoturno: 'AdN',
  saldoBanco: 'BH',
  compensacao: 'Comp',
}

/** Entrada 1..Saída 4: their slots stay 24 px targets even when the column is narrow. */
export const ehColunaDeMarcacao = (coluna: ColunaCartao): boolean => /^(entrada|saida)[1-4]$/.test(coluna)

function duracao(id: ColunaCartao & CampoDuracao, { comSinal = false } = {}): Coluna {
  return helper.display({
    id,
    header: ROTULOS[id],
    meta: { className: 'text-right font-mono tabular-nums' },
    cell: ({ row }) => <DuracaoCell dia={row.original} campo={id} comSinal={comSinal} />,
  })
}

function slot(sequencia: 1 | 2 | 3 | 4, lado: 'entrada' | 'saida'): Coluna {
  const id = `${lado}${sequencia}` as const
  const marcacaoDe = (dia: DiaCartao): Marcacao | null =>
    dia.registro.marcacoes.find((par) => par.sequencia === sequencia)?.[lado] ?? null
  return helper.display({
    id,
    header: ROTULOS[id],
    meta: {
      className: 'text-center',
      cellProps: (dia) => ({
        'aria-label': nomeDoSlot(ROTULOS[id], formatDayMonth(dia.data), marcacaoDe(dia)),
        'data-testid': `marcacao-${dia.data}-${id}`,
      }),
    },
    cell: ({ row }) => <SlotCell dia={row.original} sequencia={sequencia} lado={lado} marcacao={marcacaoDe(row.original)} />,
  })
}

function texto(id: 'hora' | 'ocorrencia' | 'motivo'): Coluna {
  return helper.display({
    id,
    header: ROTULOS[id],
    cell: ({ row }) => <Resumido texto={ocorrenciaDoDia(row.original.registro)[id]} encolhe={id !== 'hora'} />,
  })
}

/**
 * A long text kept on one line, whole in its title (and for screen readers). `encolhe`: when the grid is short of room
 * the line may be cut down to the column's header instead of holding the column at 5 rem (a day's first treatment
 * fills 'Ocorrência' and 'Motivo', which must not push the grid past the page).
 */
function Resumido({ texto, encolhe }: { texto: string | null; encolhe: boolean }) {
  if (!texto) return null
  return (
    <span title={texto} className={encolhe ? 'line-clamp-1 max-w-20 whitespace-normal [overflow-wrap:anywhere]' : 'block max-w-20 truncate'}>
      {texto}
    </span>
  )
}

/**
 * Every column of the grid in TC-067 order; visibility is applied by the table. One list for every card and session.
 * A column's `cell` only builds the element of its cell, with no hooks: the row calls it (`corpo-da-grade.tsx`).
 */
export const COLUNAS_GRADE: Coluna[] = buildColumns()

function buildColumns(): Coluna[] {
  const porId: Record<ColunaCartao, Coluna> = {
    dia: helper.display({
      id: 'dia',
      header: ROTULOS.dia,
      cell: ({ row }) => <DiaCell dia={row.original} />,
    }),
    marcacoesOriginais: helper.display({
      id: 'marcacoesOriginais',
      header: ROTULOS.marcacoesOriginais,
      cell: ({ row }) => <MarcacoesOriginais marcacoes={row.original.registro.marcacoesOriginais} />,
    }),
    entrada1: slot(1, 'entrada'),
    saida1: slot(1, 'saida'),
    entrada2: slot(2, 'entrada'),
    saida2: slot(2, 'saida'),
    entrada3: slot(3, 'entrada'),
    saida3: slot(3, 'saida'),
    entrada4: slot(4, 'entrada'),
    saida4: slot(4, 'saida'),
    horas: duracao('horas'),
    cargaHoraria: duracao('cargaHoraria'),
    memoriaCalculo: helper.display({
      id: 'memoriaCalculo',
      header: ROTULOS.memoriaCalculo,
      cell: ({ row }) => <MemoriaCalculoCell dia={row.original} />,
    }),
    horaExtraCalculada: duracao('horaExtraCalculada'),
    horaExtraTotal: duracao('horaExtraTotal'),
    horaExtra: duracao('horaExtra'),
    horaExtra70: duracao('horaExtra70'),
    horaExtra100: duracao('horaExtra100'),
    horaExtraIntervalo: duracao('horaExtraIntervalo'),
    horaExtraNoturna: duracao('horaExtraNoturna'),
    falta: duracao('falta'),
    atraso: duracao('atraso'),
    saidaAntecipada: duracao('saidaAntecipada'),
    adicionalNoturno: duracao('adicionalNoturno'),
    saldoBanco: duracao('saldoBanco', { comSinal: true }),
    compensacao: duracao('compensacao', { comSinal: true }),
    hora: texto('hora'),
    ocorrencia: texto('ocorrencia'),
    motivo: texto('motivo'),
    codigoHorario: helper.display({
      id: 'codigoHorario',
      header: ROTULOS.codigoHorario,
      cell: ({ row }) => <HorarioCell registro={row.original.registro} />,
    }),
    tratamentos: helper.display({
      id: 'tratamentos',
      header: ROTULOS.tratamentos,
      cell: ({ row }) => <TratamentosCell data={row.original.data} tratamentos={row.original.registro.tratamentos} />,
    }),
  }
  return COLUNAS_CARTAO.map((id) => porId[id])
}

/** TC-082, TC-132: the schedule code, linking to the schedule for front_horariotrabalho. */
function HorarioCell({ registro }: { registro: RegistroDia }) {
  const { sessao } = useGrade()
  const { codigoHorario, quadroHorarioId, quadroHorarioDescricao, horarioEspecial } = registro
  if (!codigoHorario) return null
  const titulo = quadroHorarioDescricao ?? undefined
  return (
    <span className="whitespace-nowrap">
      {quadroHorarioId === null ? (
        <span title={titulo}>{codigoHorario}</span>
      ) : (
        <RouteLink sessao={sessao} to={`/horariotrabalho/${quadroHorarioId}`} title={titulo}>
          {codigoHorario}
        </RouteLink>
      )}
      {horarioEspecial && (
        <abbr title="Horário especial" className="ml-1 text-xs font-semibold no-underline">
          E
        </abbr>
      )}
    </span>
  )
}
