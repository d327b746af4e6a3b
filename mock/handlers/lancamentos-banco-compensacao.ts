import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { lancamentoBancoCompensacaoCorpoSchema } from '@/shared/api/contract/endpoints/banco-compensacao'
import type { Db, LancamentoBancoCompensacao } from '../db/index'
import { toMinutes } from '../db/lib/dates'
import { hoje, nextId } from '../db/queries'
import { formatMinutes } from '../engine/index'
import { lerCorpo } from '../http/corpo'
import { MSG_NAO_NULO, notFound, springError, type FieldError } from '../http/spring'
import { publicarAlteracaoDe } from '../timecard/acesso'
import { crudHandlers } from './lib/crud'
import { erroDataFechada, exclusaoEmFechada } from './lib/competencia-fechada'
import { session } from './lib/session'
import { podeVerFuncionario } from '../timecard/acesso'

const baixaDe = (db: Db, l: LancamentoBancoCompensacao) => db.lancamentosBancoCompensacao.find((b) => b.baixaDeId === l.id)

function lancamentoDto(l: LancamentoBancoCompensacao, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === l.funcionarioId)
  const banco = db.bancosCompensacao.find((b) => b.id === l.bancoCompensacaoId)
  return {
    id: l.id,
    funcionario: funcionario && { id: funcionario.id, nome: funcionario.nomeOrNomeSocial },
    bancoCompensacao: banco && { id: banco.id, descricao: banco.descricao },
    data: l.data,
    horas: (l.minutos < 0 ? '-' : '') + formatMinutes(Math.abs(l.minutos)),
    observacao: l.observacao,
    baixaDeId: l.baixaDeId ?? null,
    baixadoPorId: baixaDe(db, l)?.id ?? null,
  }
}

function lerLancamento(
  body: Record<string, unknown>,
  atual: LancamentoBancoCompensacao | null,
  db: Db,
): Omit<LancamentoBancoCompensacao, 'id'> | FieldError[] {
  const dados = lerCorpo(lancamentoBancoCompensacaoCorpoSchema, body)
  if (Array.isArray(dados)) return dados
  const errors: FieldError[] = erroDataFechada(db, 'data', dados.data, atual?.data)
  const funcionario = db.funcionarios.find((f) => f.id === dados.funcionario.id)
  if (!funcionario) errors.push({ property: 'funcionario', message: MSG_NAO_NULO, invalidValue: body.funcionario ?? null })
  const banco = db.bancosCompensacao.find((b) => b.id === dados.bancoCompensacao.id)
  if (!banco) errors.push({ property: 'bancoCompensacao', message: MSG_NAO_NULO, invalidValue: body.bancoCompensacao ?? null })
  if (funcionario && banco && !funcionario.bancosCompensacao.some((v) => v.bancoCompensacaoId === banco.id)) {
    errors.push({
      property: 'bancoCompensacao',
      message: 'o funcionário não está vinculado a este banco de compensação',
      invalidValue: banco.id,
    })
  }
  if (atual && (atual.baixaDeId || baixaDe(db, atual)))
    errors.push({ property: 'id', message: 'lançamento baixado não pode ser alterado', invalidValue: atual.id })
  if (errors.length > 0 || !funcionario || !banco) return errors
  const minutos = (dados.horas.startsWith('-') ? -1 : 1) * toMinutes(dados.horas.replace('-', ''))
  return { funcionarioId: funcionario.id, bancoCompensacaoId: banco.id, data: dados.data, minutos, observacao: dados.observacao, baixaDeId: null }
}

export const lancamentoBancoCompensacaoHandlers = [
  /** Write-off (baixa) of an entry: a counter-entry of the same amount today; an entry is written off once. */
  http.post('/api/banco-compensacao/lancamentos/:id/baixa', async ({ request, params }) => {
    const s = await session(request)
    const { db } = s
    const original = db.lancamentosBancoCompensacao.find((l) => String(l.id) === params.id)
    // Another employee's entry is unknown, as it is to the list and to GET /{id}.
    if (!original || !podeVerFuncionario(s, original.funcionarioId)) return notFound()
    if (original.baixaDeId || baixaDe(db, original)) {
      return springError(409, 'Lançamento já baixado (ou é uma baixa).', new URL(request.url).pathname)
    }
    const baixa: LancamentoBancoCompensacao = {
      id: nextId(db, db.lancamentosBancoCompensacao),
      funcionarioId: original.funcionarioId,
      bancoCompensacaoId: original.bancoCompensacaoId,
      data: hoje(db),
      minutos: -original.minutos,
      observacao: `Baixa do lançamento nº ${original.id}`,
      baixaDeId: original.id,
    }
    db.lancamentosBancoCompensacao.push(baixa)
    publicarAlteracaoDe(request, db, baixa.funcionarioId, baixa.data)
    return HttpResponse.json(lancamentoDto(baixa, db), { status: 201 })
  }),

  /** Compensation bank entries (PUT /{id} edits one not written off); the time card's compensation table follows. */
  ...crudHandlers({
    path: '/api/banco-compensacao/lancamentos',
    entity: 'LancamentoBancoCompensacao',
    rows: (db) => db.lancamentosBancoCompensacao,
    dto: lancamentoDto,
    sort: [{ property: 'data', direction: 'desc' }],
    read: lerLancamento,
    visivel: (item, s) => podeVerFuncionario(s, item.funcionarioId),
    text: (l) => [l.observacao, l.data],
    onChange: (l, request, db) => publicarAlteracaoDe(request, db, l.funcionarioId, l.data),
    inUse: (l, db) => exclusaoEmFechada(db, l.data, 'Lançamento'),
  }),
]
