import { lancamentoBancoDiasCorpoSchema } from '@/shared/api/contract/endpoints/banco-dias'
import type { Db, LancamentoBancoDias } from '../db/index'
import { vinculadoEm } from './lib/vinculos'
import { erroDataFechada, exclusaoEmFechada } from './lib/competencia-fechada'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, type FieldError } from '../http/spring'
import { publicarAlteracaoDe } from '../timecard/acesso'
import { crudHandlers } from './lib/crud'
import { podeVerFuncionario } from '../timecard/acesso'

/** A day bank entry: days credited (positive) or debited (negative) by hand. */
function lancamentoDto(l: LancamentoBancoDias, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === l.funcionarioId)
  const banco = db.bancosDias.find((b) => b.id === l.bancoDiasId)
  return {
    id: l.id,
    funcionario: funcionario && { id: funcionario.id, nome: funcionario.nomeOrNomeSocial },
    bancoDias: banco && { id: banco.id, descricao: banco.descricao },
    data: l.data,
    dias: l.dias,
    tipo: l.tipo,
    observacao: l.observacao,
  }
}

function lerLancamento(
  body: Record<string, unknown>,
  atual: LancamentoBancoDias | null,
  db: Db,
): Omit<LancamentoBancoDias, 'id'> | FieldError[] {
  const dados = lerCorpo(lancamentoBancoDiasCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  const errors: FieldError[] = erroDataFechada(db, 'data', dados.data, atual?.data)
  const funcionario = db.funcionarios.find((f) => f.id === dados.funcionario.id)
  if (!funcionario) errors.push({ property: 'funcionario', message: MSG_NAO_NULO, invalidValue: body.funcionario ?? null })
  const banco = db.bancosDias.find((b) => b.id === dados.bancoDias.id)
  if (!banco) errors.push({ property: 'bancoDias', message: MSG_NAO_NULO, invalidValue: body.bancoDias ?? null })
  if (funcionario && banco && !vinculadoEm(funcionario.bancosDias, banco.id, dados.data)) {
    errors.push({ property: 'bancoDias', message: 'o funcionário não está vinculado a este banco de dias na data', invalidValue: banco.id })
  }
  if (errors.length > 0 || !funcionario || !banco) return errors
  return { funcionarioId: funcionario.id, bancoDiasId: banco.id, data: dados.data, dias: dados.dias, tipo: 'LANCAMENTO', observacao: dados.observacao }
}

/** Day bank entries: `?funcionario&bancoDias&inicio&fim` narrow the list (the time card's day bank links). */
export const lancamentoBancoDiasHandlers = crudHandlers({
  path: '/api/banco-dias/lancamentos',
  entity: 'LancamentoBancoDias',
  rows: (db) => db.lancamentosBancoDias,
  dto: lancamentoDto,
  sort: [{ property: 'data', direction: 'desc' }],
  read: lerLancamento,
  visivel: (item, s) => podeVerFuncionario(s, item.funcionarioId),
  text: (l) => [l.observacao, l.data],
  dateParams: ['inicio', 'fim'],
  inUse: (l, db) => exclusaoEmFechada(db, l.data, 'Lançamento'),
  filter: (l, url) => {
    const p = url.searchParams
    const num = (nome: string) => (p.get(nome) ? Number(p.get(nome)) : null)
    return (
      (num('funcionario') === null || l.funcionarioId === num('funcionario')) &&
      (num('bancoDias') === null || l.bancoDiasId === num('bancoDias')) &&
      (!p.get('inicio') || l.data >= p.get('inicio')!) &&
      (!p.get('fim') || l.data <= p.get('fim')!)
    )
  },
  onChange: (l, request, db) => publicarAlteracaoDe(request, db, l.funcionarioId, l.data),
})
