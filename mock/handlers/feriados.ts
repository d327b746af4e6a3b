import { parse } from 'zod/v4/core'
import { feriadoCidadeSchema, feriadoCorpoSchema } from '@/shared/api/contract/endpoints/feriados'
import type { Cidade, Db, Feriado } from '../db/index'
import { CIDADE } from '../db/seed/empresas'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { erroDataFechada, exclusaoEmFechada } from './lib/competencia-fechada'
import { fullTextHandler } from './lib/fulltext'

/** The cities municipal holidays can belong to (the seeded municipality). */
export const CIDADES: readonly Cidade[] = [CIDADE]

function feriadoDto(f: Feriado) {
  return { ...f, cidade: f.cidade && { ...f.cidade } }
}

function lerFeriado(body: Record<string, unknown>, atual: Feriado | null, db: Db): Omit<Feriado, 'id'> | FieldError[] {
  const corpo = lerCorpo(feriadoCorpoSchema, body)
  // The city is looked up even when the rest is refused: Spring reports every field at once.
  const cidadeId = (Array.isArray(corpo) ? parse(feriadoCidadeSchema, body.cidade) : corpo.cidade)?.id ?? null
  const cidade = cidadeId === null ? null : (CIDADES.find((c) => c.id === Number(cidadeId)) ?? undefined)
  const errors = Array.isArray(corpo) ? [...corpo] : []
  // A holiday in a closed month would change its closed cards, the payroll export and the balances carried forward.
  if (!Array.isArray(corpo)) errors.push(...erroDataFechada(db, 'data', corpo.data, atual?.data))
  if (cidade === undefined) errors.push({ property: 'cidade', message: 'cidade não encontrada', invalidValue: cidadeId })
  if (Array.isArray(corpo) || cidade === undefined || errors.length > 0) return errors
  const codigo = atual?.codigo ?? Math.max(0, ...db.feriados.map((f) => f.codigo)) + 1
  const { data, descricao, facultativo, compensar } = corpo
  return { codigo, data, descricao, cidade: cidade && { ...cidade }, facultativo, compensar }
}

export const feriadoHandlers = [
  /** Cities for municipal holidays (a Spring page). */
  fullTextHandler({
    path: '/api/cidades/search/fulltext',
    rows: () => CIDADES,
    dto: (c) => ({ ...c }),
    text: (c) => [c.descricao, c.uf],
    sort: [{ property: 'descricao', direction: 'asc' }],
  }),

  /** REG-035..037: holidays (national: cidade null); the time card counts them at once. */
  ...crudHandlers({
    path: '/api/feriados',
    entity: 'Feriado',
    rows: (db) => db.feriados,
    dto: feriadoDto,
    sort: [{ property: 'data', direction: 'asc' }],
    read: lerFeriado,
    inUse: (f, db) => exclusaoEmFechada(db, f.data, 'Feriado'),
  }),
]
