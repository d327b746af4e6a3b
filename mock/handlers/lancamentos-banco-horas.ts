import { lancamentoBancoHorasCorpoSchema } from '@/shared/api/contract/endpoints/banco-horas'
import type { Db, LancamentoBancoHoras } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { vinculadoEm } from './lib/vinculos'
import { erroDataFechada, exclusaoEmFechada } from './lib/competencia-fechada'
import { formatMinutes } from '../engine/index'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, type FieldError } from '../http/spring'
import { publicarAlteracaoDe } from '../timecard/acesso'
import { crudHandlers } from './lib/crud'
import { podeVerFuncionario } from '../timecard/acesso'

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
  atual: LancamentoBancoHoras | null,
  db: Db,
): Omit<LancamentoBancoHoras, 'id'> | FieldError[] {
  const dados = lerCorpo(lancamentoBancoHorasCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  // An entry of a closed month is that month's balance, carried forward and settled with the payroll.
  const errors: FieldError[] = erroDataFechada(db, 'data', dados.data, atual?.data)
  const funcionario = db.funcionarios.find((f) => f.id === dados.funcionario.id)
  if (!funcionario) errors.push({ property: 'funcionario', message: MSG_NAO_NULO, invalidValue: body.funcionario ?? null })
  const banco = db.bancosHoras.find((b) => b.id === dados.bancoHoras.id)
  if (!banco) errors.push({ property: 'bancoHoras', message: MSG_NAO_NULO, invalidValue: body.bancoHoras ?? null })
  if (funcionario && banco && !vinculadoEm(funcionario.bancosHoras, banco.id, dados.data)) {
    errors.push({
      property: 'bancoHoras',
      message: 'o funcionário não está vinculado a este banco de horas na data',
      invalidValue: banco.id,
    })
  }
  if (errors.length > 0 || !funcionario || !banco) return errors
  const horas = toMinutes(dados.horas)
  return {
    funcionarioId: funcionario.id,
    bancoHorasId: banco.id,
    data: dados.data,
    minutos: dados.tipo === 'DEBITO' ? -horas : horas,
    tipo: dados.tipo === 'PAGAMENTO' ? 'PAGAMENTO' : 'LANCAMENTO',
    observacao: dados.observacao,
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
  inUse: (l, db) => exclusaoEmFechada(db, l.data, 'Lançamento'),
})

