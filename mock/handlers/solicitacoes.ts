import { HttpResponse } from 'msw'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_HORARIO_OBRIGATORIO,
  MSG_MOTIVO_OBRIGATORIO,
} from '@/shared/config/mensagens'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import { invalidDateParams, page, pageRequest, readDate, sortBy, springError, validationError, type FieldError } from '../http/spring'
import type { Db, Funcionario, Solicitacao, StatusSolicitacao } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId } from '../db/queries'
import { agora } from '../pdf/relatorio'
import { ehFuncionarioComum, estaBloqueado, MSG_BLOQUEADO, publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import {
  aplicarDeferimento, competenciasDoPeriodo, desfazerDeferimento, efeitoDa, prepararMeses,
} from '../timecard/edicao/solicitacao'
import { lerHoras } from '../timecard/edicao/tratamentos-pedido'
import { solicitacaoDto } from './lib/dto'
import { departamentosAprovacao } from './lib/escopo'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { matchesText } from './lib/text'

/** REQ-003: ME (own requests, default), PARA_DEFERIMENTO (pending ones to approve), TODOS (all one may approve). */
const ESCOPOS = ['ME', 'PARA_DEFERIMENTO', 'TODOS'] as const
type Escopo = (typeof ESCOPOS)[number]
const STATUS: StatusSolicitacao[] = ['PENDENTE', 'DEFERIDA', 'INDEFERIDA', 'ESTORNADA']
const APROVAR = 'front_solicitacao_aprovar'
const SOLICITAR = 'front_solicitacao'
export const ENTIDADE_SOLICITACAO = 'Solicitacao'
export const OBSERVACAO_MAX = 500

export const MSG_TIPO_SOLICITACAO = 'Selecione o tipo de solicitação'
export const MSG_FUNCIONARIO = 'Selecione o funcionário'
export const MSG_FIM_ANTES = 'A data final deve ser igual ou posterior à data inicial'
export const MSG_SEM_COMPETENCIA = 'O período deve estar dentro de uma competência cadastrada'
export const MSG_COMPETENCIA_FECHADA = 'Competência fechada: o cartão ponto não pode ser alterado.'
export const MSG_SO_PROPRIO = 'Você só pode fazer solicitações para si mesmo.'
export const MSG_FORA_DO_ESCOPO = 'Funcionário fora dos departamentos sob sua responsabilidade.'
export const MSG_NAO_PENDENTE = 'Somente solicitações pendentes podem ser alteradas.'
export const MSG_PROPRIA = 'Você não pode decidir a sua própria solicitação.'
export const MSG_ESTORNO_NAO_DEFERIDA = 'Somente solicitações deferidas podem ser estornadas.'

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

const ehProprio = (s: Session, funcionarioId: number) => s.funcionario?.id === funcionarioId

/** docs/decisions.md 'Unnamed roles': an approver (front_solicitacao_aprovar) of the employee's department, never of themselves. */
function podeDecidir(s: Session, funcionario: Funcionario | undefined): boolean {
  return funcionario !== undefined && hasRole(s.user, APROVAR) && !ehProprio(s, funcionario.id)
    && departamentosAprovacao(s.db, s.user, s.usuario)(funcionario)
}

/** Who may ask for an employee: anyone for themselves; an approver also for the people they approve for. */
function podeSolicitarPara(s: Session, funcionario: Funcionario): boolean {
  if (ehProprio(s, funcionario.id)) return hasRole(s.user, SOLICITAR) || hasRole(s.user, APROVAR)
  return !ehFuncionarioComum(s.user) && hasRole(s.user, APROVAR) && departamentosAprovacao(s.db, s.user, s.usuario)(funcionario)
}

/** Whether the user may see a request: their own, or one they may decide (or ask for). */
function podeVer(s: Session, sol: Solicitacao): boolean {
  const f = s.db.funcionarios.find((x) => x.id === sol.funcionarioId)
  return ehProprio(s, sol.funcionarioId) || (f !== undefined && hasRole(s.user, APROVAR) && departamentosAprovacao(s.db, s.user, s.usuario)(f))
}

/** REQ-001 plus what the request dashboard shows: its competence, approver, effects on the card and the user's actions. */
function detalheDto(s: Session, sol: Solicitacao) {
  const { db } = s
  const funcionario = db.funcionarios.find((f) => f.id === sol.funcionarioId)
  const competencia = db.competencias.find((c) => c.inicio <= sol.inicio && sol.inicio <= c.fim)
  const aprovador = sol.aprovadorId === null ? undefined : db.usuarios.find((u) => u.id === sol.aprovadorId)
  const registros = new Map(db.registros.filter((r) => r.funcionarioId === sol.funcionarioId).map((r) => [r.id, r]))
  const tratamentos = db.tratamentos
    .filter((t) => t.solicitacaoId === sol.id && registros.has(t.registroId))
    .map((t) => ({ id: t.id, data: registros.get(t.registroId)!.data, tipoJustificativa: t.tipoJustificativa, horas: t.horas }))
    .sort((a, b) => a.data.localeCompare(b.data))
  const pendente = sol.status === 'PENDENTE'
  const decide = podeDecidir(s, funcionario)
  const autor = funcionario !== undefined && podeSolicitarPara(s, funcionario)
  return {
    ...solicitacaoDto(db, sol),
    competencia: competencia ? { id: competencia.id, descricaoCurta: competencia.descricaoCurta, fechada: competencia.fechada } : null,
    aprovador: aprovador ? { nome: aprovador.name } : null,
    efeito: efeitoDa(db, sol),
    tratamentos,
    acoes: {
      editar: pendente && autor,
      excluir: pendente && autor,
      deferir: pendente && decide,
      indeferir: pendente && decide,
      estornar: sol.status === 'DEFERIDA' && decide,
    },
  }
}

type Corpo = Record<string, unknown>

function vazio(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

/** `{id}` of a reference (or a bare id); null when absent, NaN when not a number. */
function refId(value: unknown): number | null {
  if (vazio(value)) return null
  const raw = typeof value === 'object' ? (value as Corpo).id : value
  if (vazio(raw)) return null
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  return typeof n === 'number' && Number.isInteger(n) ? n : Number.NaN
}

type Dados = Pick<Solicitacao, 'funcionarioId' | 'tipoSolicitacaoId' | 'motivoId' | 'bancoDiasId' | 'inicio' | 'fim' | 'horas' | 'observacaoSolicitante'>

/** Reads and checks the body of a new or changed request (REQ-001, REQ-010); 403 when asked for someone else. */
function lerSolicitacao(s: Session, body: Corpo, request: Request): Dados | Response {
  const { db } = s
  const errors: FieldError[] = []
  const funcionarioId = refId(body.funcionario)
  const funcionario = funcionarioId === null ? undefined : db.funcionarios.find((f) => f.id === funcionarioId)
  if (funcionarioId === null) errors.push({ property: 'funcionario', message: MSG_FUNCIONARIO, invalidValue: null })
  else if (!funcionario) errors.push({ property: 'funcionario', message: 'funcionário não encontrado', invalidValue: body.funcionario })
  else if (!podeSolicitarPara(s, funcionario)) {
    const message = ehFuncionarioComum(s.user) || !hasRole(s.user, APROVAR) ? MSG_SO_PROPRIO : MSG_FORA_DO_ESCOPO
    return springError(403, message, new URL(request.url).pathname)
  }
  const tipoId = refId(body.tipoSolicitacao)
  const tipo = tipoId === null ? undefined : db.tiposSolicitacao.find((t) => t.id === tipoId)
  if (tipoId === null) errors.push({ property: 'tipoSolicitacao', message: MSG_TIPO_SOLICITACAO, invalidValue: null })
  else if (!tipo || !tipo.ativo) errors.push({ property: 'tipoSolicitacao', message: 'tipo de solicitação não encontrado', invalidValue: body.tipoSolicitacao })
  const inicio = readDate(body.inicio, 'inicio', errors, MSG_DATA_INICIAL_OBRIGATORIA)
  const fim = readDate(body.fim, 'fim', errors, null) ?? inicio
  if (inicio !== null && fim !== null && fim < inicio) errors.push({ property: 'fim', message: MSG_FIM_ANTES, invalidValue: body.fim })
  else if (inicio !== null && fim !== null) {
    const { competencias, semCompetencia } = competenciasDoPeriodo(db, inicio, fim)
    if (semCompetencia) errors.push({ property: 'inicio', message: MSG_SEM_COMPETENCIA, invalidValue: body.inicio })
    else if (competencias.some((c) => c.fechada || c.situacao !== 'ABERTA')) {
      errors.push({ property: 'inicio', message: MSG_COMPETENCIA_FECHADA, invalidValue: body.inicio })
    }
  }
  const minutos = lerHoras(body.horas, 'horas', errors)
  const incluir = tipo !== undefined && tipo.id === db.config.tipoSolicitacaoIncluirMarcacaoId
  if (vazio(body.horas) && incluir) errors.push({ property: 'horas', message: MSG_HORARIO_OBRIGATORIO, invalidValue: null })
  const motivoId = refId(body.motivo)
  if (motivoId === null) errors.push({ property: 'motivo', message: MSG_MOTIVO_OBRIGATORIO, invalidValue: null })
  else if (!db.motivos.some((m) => m.id === motivoId)) errors.push({ property: 'motivo', message: 'motivo não encontrado', invalidValue: body.motivo })
  const bancoDiasId = refId(body.bancoDias)
  if (bancoDiasId === null && tipo?.bancoDiasId != null) errors.push({ property: 'bancoDias', message: MSG_BANCO_DIAS_OBRIGATORIO, invalidValue: null })
  else if (bancoDiasId !== null && !db.bancosDias.some((b) => b.id === bancoDiasId)) {
    errors.push({ property: 'bancoDias', message: 'banco de dias não encontrado', invalidValue: body.bancoDias })
  }
  const observacao = body.observacaoSolicitante
  if (!vazio(observacao) && (typeof observacao !== 'string' || observacao.trim().length > OBSERVACAO_MAX)) {
    errors.push({ property: 'observacaoSolicitante', message: `tamanho deve ser entre 0 e ${OBSERVACAO_MAX}`, invalidValue: observacao })
  }
  if (errors.length > 0 || !funcionario || !tipo || inicio === null || fim === null || motivoId === null) {
    return validationError(ENTIDADE_SOLICITACAO, errors)
  }
  const horas = minutos === null ? null : `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`
  return {
    funcionarioId: funcionario.id, tipoSolicitacaoId: tipo.id, motivoId, bancoDiasId, inicio, fim, horas,
    observacaoSolicitante: typeof observacao === 'string' ? observacao.trim() : '',
  }
}

/** The stored request of the path, if the user may see it; else the 404/403 to answer. */
function solicitacaoDoPath(s: Session, request: Request, id: unknown): Solicitacao | Response {
  const sol = s.db.solicitacoes.find((x) => String(x.id) === String(id))
  if (!sol) return new Response(null, { status: 404 })
  return podeVer(s, sol) ? sol : forbidden(request)
}

/** The changed cards must be open and unlocked (closing makes them read-only). */
function exigirCartoesAbertos(s: Session, request: Request, sol: Solicitacao): Response | null {
  const path = new URL(request.url).pathname
  const { competencias } = competenciasDoPeriodo(s.db, sol.inicio, sol.fim)
  if (competencias.some((c) => c.fechada || c.situacao !== 'ABERTA')) return springError(400, MSG_COMPETENCIA_FECHADA, path)
  if (competencias.some((c) => estaBloqueado(s.db, sol.funcionarioId, c.id))) return springError(409, MSG_BLOQUEADO, path)
  return null
}

function lerObservacaoAprovador(body: unknown): string | null {
  const value = body !== null && typeof body === 'object' ? (body as Corpo).observacaoAprovador : null
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, OBSERVACAO_MAX) : null
}

async function corpoOpcional(request: Request): Promise<unknown> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw springError(400, 'JSON parse error: corpo da requisição ilegível', new URL(request.url).pathname)
  }
}

type Decisao = 'deferir' | 'indeferir' | 'estornar'

/** REQ-011..013: approve, reject or reverse; only an approver of the employee's department, never on their own request. */
function decisaoHandler(decisao: Decisao) {
  return http.post(`/api/solicitacao/:id/${decisao}`, async ({ request, params }) => {
    const s = await session(request)
    const path = new URL(request.url).pathname
    const sol = solicitacaoDoPath(s, request, params.id)
    if (sol instanceof Response) return sol
    const funcionario = s.db.funcionarios.find((f) => f.id === sol.funcionarioId)
    if (ehProprio(s, sol.funcionarioId)) return springError(403, MSG_PROPRIA, path)
    if (!podeDecidir(s, funcionario)) return forbidden(request)
    if (decisao === 'estornar' ? sol.status !== 'DEFERIDA' : sol.status !== 'PENDENTE') {
      return springError(400, decisao === 'estornar' ? MSG_ESTORNO_NAO_DEFERIDA : MSG_NAO_PENDENTE, path)
    }
    const observacaoAprovador = lerObservacaoAprovador(await corpoOpcional(request))
    let cartoes: IdsCartao[] = []
    if (decisao !== 'indeferir') {
      const fechado = exigirCartoesAbertos(s, request, sol)
      if (fechado) return fechado
      // The months exist before the status changes: the seed's generator reads the status of what it generates.
      prepararMeses(s.db, sol.funcionarioId, sol.inicio, sol.fim)
    }
    if (decisao === 'deferir') cartoes = aplicarDeferimento(s.db, sol)
    if (decisao === 'estornar') cartoes = desfazerDeferimento(s.db, sol)
    sol.status = decisao === 'deferir' ? 'DEFERIDA' : decisao === 'indeferir' ? 'INDEFERIDA' : 'ESTORNADA'
    sol.observacaoAprovador = observacaoAprovador ?? sol.observacaoAprovador
    sol.aprovadorId = s.usuario?.id ?? s.user.sub
    sol.dataAprovacao = isoLocalDateTime(agora(s.db))
    for (const ids of cartoes) publicarAlteracao(request, ids)
    return HttpResponse.json(detalheDto(s, sol))
  })
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
    const datasInvalidas = invalidDateParams(url, ENTIDADE_SOLICITACAO, 'inicio', 'fim')
    if (datasInvalidas) return datasInvalidas

    const s = await session(request)
    if (escopo !== 'ME' && !hasRole(s.user, APROVAR)) throw forbidden(request)
    if (escopo === 'ME' && !hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)

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

  /** REQ-010 (load): one request, with its competence, effects on the card and the actions the user may take. */
  http.get('/api/solicitacao/:id', async ({ request, params }) => {
    const s = await session(request)
    if (!hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)
    const sol = solicitacaoDoPath(s, request, params.id)
    return sol instanceof Response ? sol : HttpResponse.json(detalheDto(s, sol))
  }),

  /** REQ-010 (save, new): a PENDENTE request; the months of its period are generated first. */
  http.post('/api/solicitacao', async ({ request }) => {
    const s = await session(request)
    if (!hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)
    const body = await jsonBody(request)
    const dados = lerSolicitacao(s, (body ?? {}) as Corpo, request)
    if (dados instanceof Response) return dados
    prepararMeses(s.db, dados.funcionarioId, dados.inicio, dados.fim)
    const sol: Solicitacao = {
      id: nextId(s.db.solicitacoes), ...dados, status: 'PENDENTE', observacaoAprovador: null,
      dataSolicitacao: isoLocalDateTime(agora(s.db)), aprovadorId: null, dataAprovacao: null,
    }
    s.db.solicitacoes.push(sol)
    return HttpResponse.json(detalheDto(s, sol), { status: 201 })
  }),

  /** REQ-010 (save, existing): only while PENDENTE. */
  http.put('/api/solicitacao/:id', async ({ request, params }) => {
    const s = await session(request)
    if (!hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)
    const sol = solicitacaoDoPath(s, request, params.id)
    if (sol instanceof Response) return sol
    const funcionario = s.db.funcionarios.find((f) => f.id === sol.funcionarioId)
    if (!funcionario || !podeSolicitarPara(s, funcionario)) return forbidden(request)
    if (sol.status !== 'PENDENTE') return springError(400, MSG_NAO_PENDENTE, new URL(request.url).pathname)
    const dados = lerSolicitacao(s, (await jsonBody(request) ?? {}) as Corpo, request)
    if (dados instanceof Response) return dados
    prepararMeses(s.db, dados.funcionarioId, dados.inicio, dados.fim)
    Object.assign(sol, dados)
    return HttpResponse.json(detalheDto(s, sol))
  }),

  /** REQ-010 (delete): only while PENDENTE, by who may ask for the employee. */
  http.delete('/api/solicitacao/:id', async ({ request, params }) => {
    const s = await session(request)
    if (!hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)
    const sol = solicitacaoDoPath(s, request, params.id)
    if (sol instanceof Response) return sol
    const funcionario = s.db.funcionarios.find((f) => f.id === sol.funcionarioId)
    if (!funcionario || !podeSolicitarPara(s, funcionario)) return forbidden(request)
    if (sol.status !== 'PENDENTE') return springError(400, MSG_NAO_PENDENTE, new URL(request.url).pathname)
    s.db.solicitacoes.splice(s.db.solicitacoes.indexOf(sol), 1)
    return new Response(null, { status: 204 })
  }),

  decisaoHandler('deferir'),
  decisaoHandler('indeferir'),
  decisaoHandler('estornar'),
]
