import type { Cidade, Db, Feriado } from '../db/index'
import { CIDADE } from '../db/seed/empresas'
import { readDate, type FieldError } from '../http/spring'
import { crudHandlers, requiredText } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'

/** The cities municipal holidays can belong to (the seeded municipality). */
export const CIDADES: readonly Cidade[] = [CIDADE]

function feriadoDto(f: Feriado) {
  return { ...f, cidade: f.cidade && { ...f.cidade } }
}

function lerFeriado(body: Record<string, unknown>, atual: Feriado | null, db: Db): Omit<Feriado, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const data = readDate(body.data, 'data', errors)
  const descricao = requiredText(body, 'descricao', 100, errors)
  const cidadeId = body.cidade !== null && typeof body.cidade === 'object' ? (body.cidade as Record<string, unknown>).id : null
  const cidade = cidadeId === null || cidadeId === undefined ? null : (CIDADES.find((c) => c.id === Number(cidadeId)) ?? undefined)
  if (cidade === undefined) errors.push({ property: 'cidade', message: 'cidade não encontrada', invalidValue: cidadeId })
  if (errors.length > 0 || cidade === undefined || data === null) return errors
  const codigo = atual?.codigo ?? Math.max(0, ...db.feriados.map((f) => f.codigo)) + 1
  return {
    codigo,
    data,
    descricao,
    cidade: cidade && { ...cidade },
    facultativo: body.facultativo === true,
    compensar: body.compensar === true,
  }
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
  }),
]
