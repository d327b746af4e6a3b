import { HttpResponse } from 'msw'
import { MSG_BANCO_DIAS_OBRIGATORIO, MSG_HORARIO_OBRIGATORIO } from '@/shared/config/mensagens'
import {
  aceitaAtestado, decisaoSolicitacaoCorpoSchema, indeferimentoSolicitacaoCorpoSchema, solicitacaoCorpoSchema,
} from '@/shared/api/contract/endpoints/solicitacao'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import { invalidDateParams, muitosPedidos, page, pageRequest, sortBy, springError, validationError } from '../http/spring'
import type { Db, Funcionario, Solicitacao, StatusSolicitacao } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId } from '../db/queries'
import { agora } from '../pdf/relatorio'
import { ehFuncionarioComum, estaBloqueado, MSG_BLOQUEADO, publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import {
  aplicarDeferimento, competenciasDoPeriodo, desfazerDeferimento, efeitoDa, prepararMeses,
} from '../timecard/edicao/solicitacao'
import { departamentosAprovacao } from '../timecard/escopo'
import { solicitacaoDto } from './lib/dto'
import {
  APROVAR, ehProprio, ENTIDADE_SOLICITACAO, MSG_NAO_PENDENTE, podeAlterar, podeSolicitarPara, SOLICITAR, solicitacaoDoPath, tipoDaSolicitacao,
} from './lib/solicitacao-acesso'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { matchesText } from './lib/text'

/** REQ-003: ME (own requests, default), PARA_DEFERIMENTO (pending ones to approve), TODOS (all one may approve). */
const ESCOPOS = ['ME', 'PARA_DEFERIMENTO', 'TODOS'] as const
type Escopo = (typeof ESCOPOS)[number]
const STATUS: StatusSolicitacao[] = ['PENDENTE', 'DEFERIDA', 'INDEFERIDA', 'ESTORNADA']

export const MSG_SEM_COMPETENCIA = 'O período deve estar dentro de uma competência cadastrada'
export const MSG_COMPETENCIA_FECHADA = 'Competência fechada: o cartão ponto não pode ser alterado.'
export const MSG_SO_PROPRIO = 'Você só pode fazer solicitações para si mesmo.'
export const MSG_FORA_DO_ESCOPO = 'Funcionário fora dos departamentos sob sua responsabilidade.'
export const MSG_PROPRIA = 'Você não pode decidir a sua própria solicitação.'
export const MSG_ESTORNO_NAO_DEFERIDA = 'Somente solicitações deferidas podem ser estornadas.'
export const MSG_SOLICITACAO_REPETIDA = 'Já existe uma solicitação pendente igual a esta para o mesmo período.'
/** A saved request stays with its employee: its author, history and certificate are that employee's. */
export const MSG_TROCA_DE_FUNCIONARIO = 'O funcionário de uma solicitação salva não pode ser trocado: exclua-a e registre uma nova.'
/** Pending requests one employee may have (docs/decisions.md 'Limites contra abuso'): beyond it, 429. */
export const MAX_SOLICITACOES_PENDENTES = 50
export const MSG_PENDENTES_DEMAIS = `Este funcionário já tem ${MAX_SOLICITACOES_PENDENTES} solicitações pendentes. Aguarde a análise delas para enviar outras.`

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

/** docs/decisions.md 'Unnamed roles': an approver (front_solicitacao_aprovar) of the employee's department, never of themselves. */
function podeDecidir(s: Session, funcionario: Funcionario | undefined): boolean {
  return funcionario !== undefined && hasRole(s.user, APROVAR) && !ehProprio(s, funcionario.id)
    && departamentosAprovacao(s.db, s.user, s.usuario)(funcionario)
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
  const registrante = sol.registradaPor ? db.usuarios.find((u) => u.username === sol.registradaPor) : undefined
  const autor = funcionario !== undefined && podeAlterar(s, sol, funcionario)
  return {
    ...solicitacaoDto(db, sol),
    anexo: sol.anexo ? { nome: sol.anexo.nome, tipo: sol.anexo.tipo, tamanho: sol.anexo.tamanho } : null,
    competencia: competencia ? { id: competencia.id, descricaoCurta: competencia.descricaoCurta, fechada: competencia.fechada } : null,
    aprovador: aprovador ? { nome: aprovador.name } : null,
    registradaPor: sol.registradaPor ? { nome: registrante?.name ?? sol.registradaPor } : null,
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

type Dados = Pick<Solicitacao, 'funcionarioId' | 'tipoSolicitacaoId' | 'motivoId' | 'bancoDiasId' | 'inicio' | 'fim' | 'horas' | 'observacaoSolicitante'>

const hhmm = (minutos: number) => `${String(Math.floor(minutos / 60)).padStart(2, '0')}:${String(minutos % 60).padStart(2, '0')}`

/**
 * Reads a new or changed request (REQ-001, REQ-010; the body is the contract's) and checks it against the database:
 * the employee (403 when asked for someone else), type, reason and bank exist; the period lies in open competences;
 * the include-punch type needs the hours and a type with a day bank needs one.
 */
function lerSolicitacao(s: Session, body: unknown, request: Request): Dados | Response {
  const { db } = s
  const { dados, erros } = lerCampos(solicitacaoCorpoSchema, body)
  const raw = objeto(body)
  const funcionario = typeof dados.funcionario === 'number' ? db.funcionarios.find((f) => f.id === dados.funcionario) : undefined
  if (typeof dados.funcionario === 'number' && !funcionario) {
    erros.push({ property: 'funcionario', message: 'funcionário não encontrado', invalidValue: raw.funcionario })
  } else if (funcionario && !podeSolicitarPara(s, funcionario)) {
    const message = ehFuncionarioComum(s.user) || !hasRole(s.user, APROVAR) ? MSG_SO_PROPRIO : MSG_FORA_DO_ESCOPO
    return springError(403, message, new URL(request.url).pathname)
  }
  const tipo = typeof dados.tipoSolicitacao === 'number' ? db.tiposSolicitacao.find((t) => t.id === dados.tipoSolicitacao) : undefined
  if (typeof dados.tipoSolicitacao === 'number' && (!tipo || !tipo.ativo)) {
    erros.push({ property: 'tipoSolicitacao', message: 'tipo de solicitação não encontrado', invalidValue: raw.tipoSolicitacao })
  }
  const inicio = dados.inicio ?? null
  const fim = dados.fim ?? inicio
  if (inicio !== null && fim !== null && fim >= inicio) {
    const { competencias, semCompetencia } = competenciasDoPeriodo(db, inicio, fim)
    if (semCompetencia) erros.push({ property: 'inicio', message: MSG_SEM_COMPETENCIA, invalidValue: raw.inicio })
    else if (competencias.some((c) => c.fechada || c.situacao !== 'ABERTA')) {
      erros.push({ property: 'inicio', message: MSG_COMPETENCIA_FECHADA, invalidValue: raw.inicio })
    }
  }
  const incluir = tipo !== undefined && tipo.id === db.config.tipoSolicitacaoIncluirMarcacaoId
  if (dados.horas === null && incluir) erros.push({ property: 'horas', message: MSG_HORARIO_OBRIGATORIO, invalidValue: null })
  const motivoId = dados.motivo
  if (typeof motivoId === 'number' && !db.motivos.some((m) => m.id === motivoId)) {
    erros.push({ property: 'motivo', message: 'motivo não encontrado', invalidValue: raw.motivo })
  }
  const bancoDiasId = dados.bancoDias
  if (bancoDiasId === null && tipo?.bancoDiasId != null) erros.push({ property: 'bancoDias', message: MSG_BANCO_DIAS_OBRIGATORIO, invalidValue: null })
  else if (typeof bancoDiasId === 'number' && !db.bancosDias.some((b) => b.id === bancoDiasId)) {
    erros.push({ property: 'bancoDias', message: 'banco de dias não encontrado', invalidValue: raw.bancoDias })
  }
  if (erros.length > 0 || !funcionario || !tipo || inicio === null || fim === null || typeof motivoId !== 'number') {
    return validationError(ENTIDADE_SOLICITACAO, emOrdem(solicitacaoCorpoSchema, erros))
  }
  return {
    funcionarioId: funcionario.id, tipoSolicitacaoId: tipo.id, motivoId, bancoDiasId: bancoDiasId ?? null, inicio, fim,
    horas: typeof dados.horas === 'number' ? hhmm(dados.horas) : null,
    observacaoSolicitante: dados.observacaoSolicitante ?? '',
  }
}

/**
 * A new or changed request the employee already has pending as it is (same type, period, hours and reason): 400 on
 * the period; a new one over MAX_SOLICITACOES_PENDENTES: 429. `propria` is the request being changed.
 */
function recusaDeRepeticao(s: Session, request: Request, dados: Dados, propria?: Solicitacao): Response | null {
  const pendentes = s.db.solicitacoes.filter((o) => o.funcionarioId === dados.funcionarioId && o.status === 'PENDENTE' && o !== propria)
  const igual = (o: Solicitacao) =>
    o.tipoSolicitacaoId === dados.tipoSolicitacaoId && o.inicio === dados.inicio && o.fim === dados.fim && o.horas === dados.horas && o.motivoId === dados.motivoId
  if (pendentes.some(igual)) {
    return validationError(ENTIDADE_SOLICITACAO, [{ property: 'inicio', message: MSG_SOLICITACAO_REPETIDA, invalidValue: dados.inicio }])
  }
  if (!propria && pendentes.length >= MAX_SOLICITACOES_PENDENTES) {
    return muitosPedidos(MSG_PENDENTES_DEMAIS, new URL(request.url).pathname)
  }
  return null
}

/** The changed cards must be open and unlocked (closing makes them read-only). */
function exigirCartoesAbertos(s: Session, request: Request, sol: Solicitacao): Response | null {
  const path = new URL(request.url).pathname
  const { competencias } = competenciasDoPeriodo(s.db, sol.inicio, sol.fim)
  if (competencias.some((c) => c.fechada || c.situacao !== 'ABERTA')) return springError(400, MSG_COMPETENCIA_FECHADA, path)
  if (competencias.some((c) => estaBloqueado(s.db, sol.funcionarioId, c.id))) return springError(409, MSG_BLOQUEADO, path)
  return null
}

type Decisao = 'deferir' | 'indeferir' | 'estornar'

/**
 * The approver's note of a decision (the contract's); an empty body has none. A rejection must say why
 * (docs/api-extensions.md 'Indeferimento com motivo'): without it, Spring's 400 on the field.
 */
async function lerObservacaoAprovador(request: Request, decisao: Decisao): Promise<string | null | Response> {
  const text = await request.text()
  let body: unknown = {}
  try {
    if (text.trim()) body = JSON.parse(text) as unknown
  } catch {
    throw springError(400, 'JSON parse error: corpo da requisição ilegível', new URL(request.url).pathname)
  }
  if (decisao === 'indeferir') {
    const indeferimento = lerCorpo(indeferimentoSolicitacaoCorpoSchema, objeto(body))
    return Array.isArray(indeferimento) ? validationError(ENTIDADE_SOLICITACAO, indeferimento) : indeferimento.observacaoAprovador
  }
  const lida = lerCorpo(decisaoSolicitacaoCorpoSchema, objeto(body))
  return Array.isArray(lida) ? null : lida.observacaoAprovador || null
}

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
    const observacaoAprovador = await lerObservacaoAprovador(request, decisao)
    if (observacaoAprovador instanceof Response) return observacaoAprovador
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
    const dados = lerSolicitacao(s, await jsonBody(request), request)
    if (dados instanceof Response) return dados
    const repeticao = recusaDeRepeticao(s, request, dados)
    if (repeticao) return repeticao
    prepararMeses(s.db, dados.funcionarioId, dados.inicio, dados.fim)
    const sol: Solicitacao = {
      id: nextId(s.db, s.db.solicitacoes), ...dados, status: 'PENDENTE', observacaoAprovador: null,
      dataSolicitacao: isoLocalDateTime(agora(s.db)), aprovadorId: null, dataAprovacao: null,
      registradaPor: ehProprio(s, dados.funcionarioId) ? null : s.user.username,
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
    if (!funcionario || !podeAlterar(s, sol, funcionario)) return forbidden(request)
    if (sol.status !== 'PENDENTE') return springError(400, MSG_NAO_PENDENTE, new URL(request.url).pathname)
    const body = await jsonBody(request)
    const dados = lerSolicitacao(s, body, request)
    if (dados instanceof Response) return dados
    if (dados.funcionarioId !== sol.funcionarioId) {
      return validationError(ENTIDADE_SOLICITACAO, [{ property: 'funcionario', message: MSG_TROCA_DE_FUNCIONARIO, invalidValue: objeto(body).funcionario }])
    }
    const repeticao = recusaDeRepeticao(s, request, dados, sol)
    if (repeticao) return repeticao
    prepararMeses(s.db, dados.funcionarioId, dados.inicio, dados.fim)
    Object.assign(sol, dados)
    if (!aceitaAtestado(tipoDaSolicitacao(s.db, sol))) sol.anexo = null
    return HttpResponse.json(detalheDto(s, sol))
  }),

  /** REQ-010 (delete): only while PENDENTE, by who may change it (podeAlterar). */
  http.delete('/api/solicitacao/:id', async ({ request, params }) => {
    const s = await session(request)
    if (!hasRole(s.user, SOLICITAR) && !hasRole(s.user, APROVAR)) throw forbidden(request)
    const sol = solicitacaoDoPath(s, request, params.id)
    if (sol instanceof Response) return sol
    const funcionario = s.db.funcionarios.find((f) => f.id === sol.funcionarioId)
    if (!funcionario || !podeAlterar(s, sol, funcionario)) return forbidden(request)
    if (sol.status !== 'PENDENTE') return springError(400, MSG_NAO_PENDENTE, new URL(request.url).pathname)
    s.db.solicitacoes.splice(s.db.solicitacoes.indexOf(sol), 1)
    return new Response(null, { status: 204 })
  }),

  decisaoHandler('deferir'),
  decisaoHandler('indeferir'),
  decisaoHandler('estornar'),
]
