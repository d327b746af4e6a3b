import { departamentoCorpoSchema } from '@/shared/api/contract/endpoints/departamentos'
import type { Db, Departamento } from '../db/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { escopoDe } from '../timecard/escopo'
import { crudHandlers, empresaInexistente } from './lib/crud'
import { fullTextHandler } from './lib/fulltext'
import { responsaveisHandlers } from './lib/responsaveis'

const POR_DESCRICAO = [{ property: 'descricao', direction: 'asc' }] as const

function departamentoDto(d: Departamento, db?: Db) {
  const empresa = db?.empresas.find((e) => e.id === d.empresaId)
  return {
    id: d.id,
    codigo: d.codigo,
    descricao: d.descricao,
    empresaId: d.empresaId,
    ...(empresa && { empresa: { id: empresa.id, codigo: empresa.codigo, nome: empresa.nome } }),
    responsaveis: [...d.responsaveis],
  }
}

function lerDepartamento(body: Record<string, unknown>, atual: Departamento | null, db: Db): Omit<Departamento, 'id'> | FieldError[] {
  const corpo = lerCorpo(departamentoCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const { descricao, empresaId } = corpo
  const semEmpresa = empresaInexistente(db, empresaId, body)
  if (semEmpresa.length > 0) return semEmpresa
  const codigo = atual?.codigo ?? Math.max(0, ...db.departamentos.map((d) => d.codigo)) + 1
  return { codigo, descricao, empresaId, responsaveis: atual?.responsaveis ?? [] }
}

const comFuncionarios = (db: Db, d: Departamento) => db.funcionarios.some((f) => f.departamentos.some((v) => v.departamentoId === d.id))

export const departamentoHandlers = [
  /** TC-034, REG-064: department lookup (HAL rel `departamentos`); a responsible user gets only their departments. */
  fullTextHandler({
    path: '/api/departamentos/search/fulltext',
    rel: 'departamentos',
    rows: (s) => {
      const ids = escopoDe(s.db, s.user, s.usuario).departamentoIds
      return ids === null ? s.db.departamentos : s.db.departamentos.filter((d) => ids.has(d.id))
    },
    dto: (d) => departamentoDto(d),
    text: (d) => [d.codigo, d.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-064: departments some employee is in. */
  fullTextHandler({
    path: '/api/departamentos/search/com-funcionarios',
    rel: 'departamentos',
    rows: (s) => s.db.departamentos.filter((d) => comFuncionarios(s.db, d)),
    dto: (d) => departamentoDto(d),
    text: (d) => [d.codigo, d.descricao],
    sort: [...POR_DESCRICAO],
  }),

  /** REG-064: the departments of a company (`empresa` = its id). */
  fullTextHandler({
    path: '/api/departamentos/search/by-empresa',
    rel: 'departamentos',
    rows: (s) => s.db.departamentos,
    dto: (d) => departamentoDto(d),
    text: (d) => [d.codigo, d.descricao],
    filter: (d, url) => d.empresaId === Number(url.searchParams.get('empresa')),
    sort: [...POR_DESCRICAO],
  }),

  ...responsaveisHandlers('/api/departamentos', (db) => db.departamentos),

  /** REG-062/063: the department register (?projection=full adds the company); one with employees is kept (409). */
  ...crudHandlers({
    path: '/api/departamentos',
    rel: 'departamentos',
    entity: 'Departamento',
    rows: (db) => db.departamentos,
    dto: departamentoDto,
    sort: [...POR_DESCRICAO],
    read: lerDepartamento,
    inUse: (d, db) => (comFuncionarios(db, d) ? 'Departamento com funcionários vinculados: não pode ser excluído.' : null),
  }),
]
