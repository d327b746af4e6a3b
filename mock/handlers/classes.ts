import { classeCorpoSchema, MSG_CLASSES_FIXAS } from '@/shared/api/contract/endpoints/classes'
import type { Classe } from '../db/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'

const POR_ID = [{ property: 'id', direction: 'asc' }] as const

const classeDto = (c: Classe) => ({ id: c.id, descricao: c.descricao })

function lerClasse(body: Record<string, unknown>, atual: Classe | null): Omit<Classe, 'id'> | FieldError[] {
  if (!atual) return [{ property: 'id', message: MSG_CLASSES_FIXAS, invalidValue: body.id ?? null }]
  return lerCorpo(classeCorpoSchema, body)
}

export const classeHandlers = [
  /** TC-034 / REG-070: the 17 fixed classes, in their fixed order (HAL rel `classes`). */
  fullTextHandler({
    path: '/api/classes/search/fulltext',
    rel: 'classes',
    rows: (s) => s.db.classes,
    dto: classeDto,
    text: (c) => [c.id, c.descricao],
    sort: [...POR_ID],
  }),

  /** REG-071: POST /api/classes saves a class's description; the list itself is fixed (no new class, no deletion). */
  ...crudHandlers({
    path: '/api/classes',
    rel: 'classes',
    entity: 'Classe',
    rows: (db) => db.classes,
    dto: classeDto,
    sort: [...POR_ID],
    read: lerClasse,
    inUse: () => MSG_CLASSES_FIXAS,
  }),
]
