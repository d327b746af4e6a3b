import { localTrabalhoCorpoSchema } from '@/shared/api/contract/endpoints/locaistrabalho'
import type { Db, Endereco, LocalTrabalho } from '../db/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { escopoDe } from '../timecard/escopo'
import { crudHandlers, empresaInexistente } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'
import { responsaveisHandlers } from './lib/responsaveis'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

function localDto(l: LocalTrabalho) {
  return {
    id: l.id,
    codigo: l.codigo,
    descricao: l.descricao,
    empresaId: l.empresaId,
    endereco: { ...l.endereco },
    responsaveis: [...l.responsaveis],
  }
}

function lerLocal(body: Record<string, unknown>, atual: LocalTrabalho | null, db: Db): Omit<LocalTrabalho, 'id'> | FieldError[] {
  const corpo = lerCorpo(localTrabalhoCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const { descricao, empresaId } = corpo
  const semEmpresa = empresaInexistente(db, empresaId, body)
  if (semEmpresa.length > 0) return semEmpresa
  const endereco: Endereco = { ...corpo.endereco, complemento: corpo.endereco.complemento || null }
  const codigo = atual?.codigo ?? Math.max(0, ...db.locaisTrabalho.map((l) => l.codigo)) + 1
  return { codigo, descricao, empresaId, endereco, responsaveis: atual?.responsaveis ?? [] }
}

const comFuncionarios = (db: Db, l: LocalTrabalho) => db.funcionarios.some((f) => f.locaisTrabalho.some((v) => v.localTrabalhoId === l.id))

export const localTrabalhoHandlers = [
  /**
   * TC-034, REG-068: work place lookup. Spring Data REST names the rel after the collection resource,
   * `locaistrabalho` (the client falls back to the only embedded collection anyway).
   */
  fullTextHandler({
    path: '/api/locaistrabalho/search/fulltext',
    rel: 'locaistrabalho',
    rows: (s) => {
      const ids = escopoDe(s.db, s.user, s.usuario).localTrabalhoIds
      return ids === null ? s.db.locaisTrabalho : s.db.locaisTrabalho.filter((l) => ids.has(l.id))
    },
    dto: (l) => localDto(l),
    text: (l) => [l.codigo, l.descricao, l.endereco.bairro],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-068: work places some employee is at. */
  fullTextHandler({
    path: '/api/locaistrabalho/search/com-funcionarios',
    rel: 'locaistrabalho',
    rows: (s) => s.db.locaisTrabalho.filter((l) => comFuncionarios(s.db, l)),
    dto: (l) => localDto(l),
    text: (l) => [l.codigo, l.descricao, l.endereco.bairro],
    sort: [...POR_DESCRICAO],
  }),

  ...responsaveisHandlers('/api/locaistrabalho', (db) => db.locaisTrabalho),

  /** REG-066/067: the work place register; one with employees is kept (409). */
  ...crudHandlers({
    path: '/api/locaistrabalho',
    rel: 'locaistrabalho',
    entity: 'LocalTrabalho',
    rows: (db) => db.locaisTrabalho,
    dto: localDto,
    sort: [...POR_DESCRICAO],
    read: lerLocal,
    inUse: (l, db) => (comFuncionarios(db, l) ? 'Local de trabalho com funcionários vinculados: não pode ser excluído.' : null),
  }),
]
