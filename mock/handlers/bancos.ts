import { TIPOS_BANCO_COMPENSACAO, type BancoCompensacao, type BancoHoras, type Db } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { formatMinutes } from '../engine/index'
import { MSG_NAO_NULO, readDate, type FieldError } from '../http/spring'
import { crudHandlers, requiredText } from './lib/crud'
import { lerEmpresa } from './departamentos'

const HORAS = /^\d{1,4}:[0-5]\d$/

function data(body: Record<string, unknown>, property: string, errors: FieldError[], obrigatoria = true): string | null {
  return readDate(body[property], property, errors, obrigatoria ? MSG_NAO_NULO : null)
}

function inteiro(body: Record<string, unknown>, property: string, min: number, errors: FieldError[]): number {
  const n = Number(body[property])
  if (!Number.isInteger(n) || n < min)
    errors.push({ property, message: `deve ser maior ou igual a ${min}`, invalidValue: body[property] ?? null })
  return n
}

function horas(body: Record<string, unknown>, property: string, errors: FieldError[]): number {
  const valor = body[property]
  if (typeof valor !== 'string' || !HORAS.test(valor)) {
    errors.push({ property, message: 'deve estar no formato hh:mm', invalidValue: valor ?? null })
    return 0
  }
  return toMinutes(valor)
}

const bancoHorasDto = (b: BancoHoras, db?: Db) => ({
  ...b,
  empresa: db?.empresas.find((e) => e.id === b.empresaId)?.nome,
  limiteCredito: formatMinutes(b.limiteCredito),
  limiteDebito: formatMinutes(b.limiteDebito),
})

function lerBancoHoras(body: Record<string, unknown>, atual: BancoHoras | null, db: Db): Omit<BancoHoras, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const empresaId = lerEmpresa(body, db, errors)
  const inicio = data(body, 'inicio', errors)
  const validadeMeses = inteiro(body, 'validadeMeses', 1, errors)
  const limiteCredito = horas(body, 'limiteCredito', errors)
  const limiteDebito = horas(body, 'limiteDebito', errors)
  if (errors.length > 0 || !inicio) return errors
  const codigo = atual?.codigo ?? Math.max(0, ...db.bancosHoras.map((b) => b.codigo)) + 1
  return { codigo, descricao, empresaId, inicio, validadeMeses, limiteCredito, limiteDebito }
}

function lerBancoCompensacao(body: Record<string, unknown>): Omit<BancoCompensacao, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const descricao = requiredText(body, 'descricao', 100, errors)
  const tipo = TIPOS_BANCO_COMPENSACAO.find((t) => t === body.tipo)
  if (!tipo) errors.push({ property: 'tipo', message: 'deve ser COMPETENCIAS ou DIAS', invalidValue: body.tipo ?? null })
  const inicio = data(body, 'inicio', errors)
  const fim = data(body, 'fim', errors, false)
  if (inicio && fim && fim < inicio) errors.push({ property: 'fim', message: 'deve ser posterior ao início', invalidValue: fim })
  const validade = inteiro(body, 'validade', 1, errors)
  if (errors.length > 0 || !tipo || !inicio) return errors
  return { descricao, tipo, inicio, fim, validade, apenasLancamentoManual: body.apenasLancamentoManual === true }
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
