import { http } from 'msw'
import { hasRole } from '../http/auth'
import { page, pageRequest, sortBy, springError } from '../http/spring'
import type { Db, Solicitacao, StatusSolicitacao } from '../db/index'
import { solicitacaoDto } from './lib/dto'
import { departamentosAprovacao } from './lib/escopo'
import { forbidden, session, type Session } from './lib/session'
import { matchesText } from './lib/text'

/** REQ-003: ME (own requests, default), PARA_DEFERIMENTO (pending ones to approve), TODOS (all one may approve). */
const ESCOPOS = ['ME', 'PARA_DEFERIMENTO', 'TODOS'] as const
type Escopo = (typeof ESCOPOS)[number]
const STATUS: StatusSolicitacao[] = ['PENDENTE', 'DEFERIDA', 'INDEFERIDA', 'ESTORNADA']
const APROVAR = 'front_solicitacao_aprovar'

function doEscopo(s: Session, escopo: Escopo): (sol: Solicitacao) => boolean {
  if (escopo === 'ME') return (sol) => s.funcionario !== undefined && sol.funcionarioId === s.funcionario.id
  const noDepartamento = departamentosAprovacao(s.db, s.user, s.usuario)
  const funcionarios = new Map(s.db.funcionarios.map((f) => [f.id, f]))
  return (sol) => {
    const f = funcionarios.get(sol.funcionarioId)
    if (!f || !noDepartamento(f)) return false
    if (escopo === 'TODOS') return true
    return sol.status === 'PENDENTE' && sol.funcionarioId !== s.funcionario?.id
  }
}

/** The competence given by id (or 'MM/YYYY'); null when absent, undefined when unknown. */
function competenciaPeriodo(db: Db, value: string | null): { inicio: string; fim: string } | null | undefined {
  if (!value) return null
  return db.competencias.find((c) => String(c.id) === value || c.descricaoCurta === value)
}

export const solicitacaoHandlers = [
  /** REQ-004 / HOME-011: Spring page of requests filtered by scope, search, status, period and competence. */
  http.get('/api/solicitacao', async ({ request }) => {
    const url = new URL(request.url)
    const path = url.pathname
    const q = url.searchParams
    const escopo = (q.get('escopo') || 'ME').toUpperCase()
    if (!ESCOPOS.includes(escopo as Escopo)) return springError(400, `Escopo inválido: ${escopo}`, path)
    const status = q.get('status')?.toUpperCase() || null
    if (status && !STATUS.includes(status as StatusSolicitacao)) return springError(400, `Status inválido: ${status}`, path)

    const s = await session(request)
    if (escopo !== 'ME' && !hasRole(s.user, APROVAR)) throw forbidden(request)
    if (escopo === 'ME' && !hasRole(s.user, 'front_solicitacao') && !hasRole(s.user, APROVAR)) throw forbidden(request)

    const competencia = competenciaPeriodo(s.db, q.get('competencia'))
    if (competencia === undefined) return springError(400, `Competência inválida: ${q.get('competencia')}`, path)
    const inicio = competencia?.inicio ?? q.get('inicio')
    const fim = competencia?.fim ?? q.get('fim')
    const search = q.get('search') ?? ''
    const noEscopo = doEscopo(s, escopo as Escopo)

    const rows = s.db.solicitacoes
      .filter((sol) => noEscopo(sol)
        && (!status || sol.status === status)
        && (!inicio || sol.fim >= inicio.slice(0, 10))
        && (!fim || sol.inicio <= fim.slice(0, 10)))
      .map((sol) => solicitacaoDto(s.db, sol))
      .filter((dto) => matchesText(search, dto.funcionario?.nome, dto.funcionario?.nomeOrNomeSocial, dto.funcionario?.matricula,
        dto.tipoSolicitacao?.descricao, dto.observacaoSolicitante, dto.id))
    const pr = pageRequest(url, { sort: [{ property: 'inicio', direction: 'desc' }, { property: 'id', direction: 'desc' }] })
    return page(sortBy(rows, pr.sort), pr)
  }),
]
