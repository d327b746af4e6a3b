import { bancoCompensacaoCorpoSchema } from '@/shared/api/contract/endpoints/banco-compensacao'
import { bancoHorasCorpoSchema } from '@/shared/api/contract/endpoints/bancohoras'
import type { BancoCompensacao, BancoHoras, Db } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { formatMinutes } from '../engine/index'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers, empresaInexistente } from './lib/crud'

const bancoHorasDto = (b: BancoHoras, db?: Db) => ({
  ...b,
  empresa: db?.empresas.find((e) => e.id === b.empresaId)?.nome,
  limiteCredito: formatMinutes(b.limiteCredito),
  limiteDebito: formatMinutes(b.limiteDebito),
})

function lerBancoHoras(body: Record<string, unknown>, atual: BancoHoras | null, db: Db): Omit<BancoHoras, 'id'> | FieldError[] {
  const corpo = lerCorpo(bancoHorasCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const semEmpresa = empresaInexistente(db, corpo.empresaId, body)
  if (semEmpresa.length > 0) return semEmpresa
  const codigo = atual?.codigo ?? Math.max(0, ...db.bancosHoras.map((b) => b.codigo)) + 1
  return { ...corpo, codigo, limiteCredito: toMinutes(corpo.limiteCredito), limiteDebito: toMinutes(corpo.limiteDebito) }
}

function lerBancoCompensacao(body: Record<string, unknown>): Omit<BancoCompensacao, 'id'> | FieldError[] {
  const corpo = lerCorpo(bancoCompensacaoCorpoSchema, body)
  return Array.isArray(corpo) ? corpo : { ...corpo, fim: corpo.fim || null }
}

export const bancoHandlers = [
  /** The hour bank register (HAL rel bancohoras): limits as hh:mm; a bank employees use is kept (409). */
  ...crudHandlers({
    path: '/api/bancohoras',
    rel: 'bancohoras',
    entity: 'BancoHoras',
    rows: (db) => db.bancosHoras,
    dto: bancoHorasDto,
    sort: [{ property: 'codigo', direction: 'asc' }],
    read: lerBancoHoras,
    text: (b) => [b.codigo, b.descricao],
    inUse: (b, db) =>
      db.funcionarios.some((f) => f.bancosHoras.some((v) => v.bancoHorasId === b.id)) ||
      db.lancamentosBancoHoras.some((l) => l.bancoHorasId === b.id)
        ? 'Banco de horas em uso: não pode ser excluído.'
        : null,
  }),

  /** REG-059: the compensation bank register, by competences (COMPETENCIAS) or by expiry (DIAS). */
  ...crudHandlers({
    path: '/api/banco-compensacao',
    entity: 'BancoCompensacao',
    rows: (db) => db.bancosCompensacao,
    dto: (b) => ({ ...b }),
    sort: [{ property: 'descricao', direction: 'asc' }],
    read: lerBancoCompensacao,
    text: (b) => [b.descricao, b.tipo],
    inUse: (b, db) =>
      db.funcionarios.some((f) => f.bancosCompensacao.some((v) => v.bancoCompensacaoId === b.id)) ||
      db.lancamentosBancoCompensacao.some((l) => l.bancoCompensacaoId === b.id)
        ? 'Banco de compensação em uso: não pode ser excluído.'
        : null,
  }),
]
