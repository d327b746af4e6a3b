import type { Db, LancamentoBancoHoras } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { vinculadoEm } from './lib/vinculos'
import { formatMinutes } from '../engine/index'
import { readDate, type FieldError } from '../http/spring'
import { publicarAlteracaoDe } from '../timecard/acesso'
import { crudHandlers } from './lib/crud'
import { podeVerFuncionario } from '../timecard/acesso'

const TIPOS = ['CREDITO', 'DEBITO', 'PAGAMENTO'] as const
const HORAS = /^\d{1,3}:[0-5]\d$/

/** An entry as the screen shows it: credit, debit or payment, hours as hh:mm. */
function lancamentoDto(l: LancamentoBancoHoras, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === l.funcionarioId)
  const banco = db.bancosHoras.find((b) => b.id === l.bancoHorasId)
  const tipo = l.tipo === 'PAGAMENTO' ? 'PAGAMENTO' : l.minutos < 0 ? 'DEBITO' : 'CREDITO'
  return {
    id: l.id,
    funcionario: funcionario && { id: funcionario.id, nome: funcionario.nomeOrNomeSocial, matricula: funcionario.matricula },
    bancoHoras: banco && { id: banco.id, descricao: banco.descricao },
    data: l.data,
    tipo,
    origem: l.tipo,
    horas: formatMinutes(Math.abs(l.minutos)),
    observacao: l.observacao,
  }
}

function lerLancamento(
  body: Record<string, unknown>,
  _atual: LancamentoBancoHoras | null,
  db: Db,
): Omit<LancamentoBancoHoras, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const ref = (campo: string) => Number((body[campo] as { id?: unknown } | null | undefined)?.id)
  const funcionario = db.funcionarios.find((f) => f.id === ref('funcionario'))
  if (!funcionario) errors.push({ property: 'funcionario', message: 'não deve ser nulo', invalidValue: body.funcionario ?? null })
  const banco = db.bancosHoras.find((b) => b.id === ref('bancoHoras'))
  if (!banco) errors.push({ property: 'bancoHoras', message: 'não deve ser nulo', invalidValue: body.bancoHoras ?? null })
  const data = readDate(body.data, 'data', errors)
  const tipo = TIPOS.find((t) => t === body.tipo)
  if (!tipo) errors.push({ property: 'tipo', message: 'deve ser CREDITO, DEBITO ou PAGAMENTO', invalidValue: body.tipo ?? null })
  const horas = typeof body.horas === 'string' && HORAS.test(body.horas) ? toMinutes(body.horas) : 0
  if (horas <= 0) errors.push({ property: 'horas', message: 'deve ser maior que 00:00', invalidValue: body.horas ?? null })
  const observacao = typeof body.observacao === 'string' ? body.observacao.trim().slice(0, 500) : ''
  if (funcionario && banco && data && !vinculadoEm(funcionario.bancosHoras, banco.id, data)) {
    errors.push({
      property: 'bancoHoras',
      message: 'o funcionário não está vinculado a este banco de horas na data',
      invalidValue: banco.id,
    })
  }
  if (errors.length > 0 || !funcionario || !banco || !tipo || !data) return errors
  return {
    funcionarioId: funcionario.id,
    bancoHorasId: banco.id,
    data,
    minutos: tipo === 'DEBITO' ? -horas : horas,
    tipo: tipo === 'PAGAMENTO' ? 'PAGAMENTO' : 'LANCAMENTO',
    observacao,
  }
}

export const lancamentoBancoHorasHandlers = crudHandlers({
  path: '/api/banco-horas/lancamentos',
  entity: 'LancamentoBancoHoras',
  rows: (db) => db.lancamentosBancoHoras,
  dto: lancamentoDto,
  sort: [{ property: 'data', direction: 'desc' }],
  read: lerLancamento,
  visivel: (item, s) => podeVerFuncionario(s, item.funcionarioId),
  text: (l) => [l.observacao, l.data],
  onChange: (l, request, db) => publicarAlteracaoDe(request, db, l.funcionarioId, l.data),
})
