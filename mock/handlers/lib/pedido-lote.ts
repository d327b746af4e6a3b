import { vinculoQuadroSchema } from '@/shared/api/contract/endpoints/acoes-lote'
import type { Competencia, Db, IsoDate } from '../../db/index'
import { emOrdem, lerCampos } from '../../http/campos'
import type { FieldError } from '../../http/spring'
import { diasPorCompetencia } from '../../timecard/edicao/dia'
import type { Session } from './session'

/** An id given as a number, a numeric string or an object `{id}`. */
export function idDe(value: unknown): number | null {
  const raw = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

function formatarData(data: IsoDate): string {
  return `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`
}

export interface PedidoVinculo {
  funcionarioIds: number[]
  horarioId: number
  dias: Map<Competencia, IsoDate[]>
}

/**
 * The period of a batch body split by competence, once its dates passed the contract (order and length): each day
 * must fall in a competence, else its error. Null when the dates did not pass.
 */
export function periodoDoLote(
  db: Db, dataInicial: IsoDate | null | undefined, dataFinal: IsoDate | null | undefined, body: Record<string, unknown>, erros: FieldError[],
): Map<Competencia, IsoDate[]> | null {
  if (!dataInicial || !dataFinal || erros.some((e) => e.property === 'dataInicial' || e.property === 'dataFinal')) return null
  const periodo = diasPorCompetencia(db, dataInicial, dataFinal)
  const [semCompetencia] = periodo.semCompetencia
  if (semCompetencia) {
    erros.push({ property: 'dataInicial', message: `Não há competência para o dia ${formatarData(semCompetencia)}`, invalidValue: body.dataInicial })
  }
  return periodo.grupos
}

/** TC-124, BATCH-004: the body of a schedule link (the contract's), the schedule existing and the period's days. */
export function lerVinculo(s: Session, body: Record<string, unknown>): PedidoVinculo | FieldError[] {
  const { dados, erros } = lerCampos(vinculoQuadroSchema, body)
  const { funcionarios, quadroHorarioVincular: horarioId } = dados
  if (typeof horarioId === 'number' && !s.db.horarios.some((h) => h.id === horarioId)) {
    erros.push({ property: 'quadroHorarioVincular', message: 'Quadro de horário não encontrado', invalidValue: body.quadroHorarioVincular })
  }
  const dias = periodoDoLote(s.db, dados.dataInicial, dados.dataFinal, body, erros)
  if (erros.length > 0 || !funcionarios || typeof horarioId !== 'number') return emOrdem(vinculoQuadroSchema, erros)
  return { funcionarioIds: funcionarios, horarioId, dias: dias ?? new Map() }
}
