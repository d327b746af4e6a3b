import { HttpResponse } from 'msw'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_DATA_FINAL_OBRIGATORIA,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_MOTIVO_OBRIGATORIO,
} from '@/shared/config/mensagens'
import { http } from '../http/contrato'
import type { AcaoLote, Competencia, Db, Funcionario, IsoDate } from '../db/index'
import { isoDateOf, notFound, page, pageRequest, sortBy, validationError, type FieldError } from '../http/spring'
import { pdfResponse } from '../pdf/resposta'
import { agora, relatorioPontoPdf, type ItemRelatorio } from '../pdf/relatorio'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { diasPorCompetencia } from '../timecard/edicao/dia'
import {
  acaoLote, acoesLote, cartoesDesde, justificarLote, registrarAcaoLote, registrarVinculoHorario, vincular, vincularHorarioEspecial,
  type TipoVinculoLote,
} from '../timecard/edicao/lote'
import { lerHoras, lerTipo, OBSERVACAO_MAX } from '../timecard/edicao/tratamentos-pedido'
import {
  exigirEdicaoLote, idDe, lerData, lerVinculo, MSG_PERIODO, MSG_PERIODO_LONGO, PERIODO_MAXIMO,
} from './registros-dia'
import { funcionarioLoteDto, funcionariosDoFiltro, lerSelecao, objeto, selecaoEmIds } from './lib/selecao-lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** Reports printed by POST /api/acoes-lote/{tipoRelatorio}; other batch actions are answered by their own handlers. */
const RELATORIOS: Record<string, string> = { 'cartao-ponto': 'Cartão Ponto para Conferência' }

const ORDENS: Record<string, { property: string; direction: 'asc' }[]> = {
  nome: [{ property: 'nomeOrNomeSocial', direction: 'asc' }, { property: 'matricula', direction: 'asc' }],
  matricula: [{ property: 'matricula', direction: 'asc' }, { property: 'nomeOrNomeSocial', direction: 'asc' }],
}

interface Pedido {
  dataInicial: string
  dataFinal: string
  ids: number[]
}

function ler(body: unknown, tipo: string): { pedido: Pedido; errors: FieldError[] } {
  const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const errors: FieldError[] = []
  const data = (campo: 'dataInicial' | 'dataFinal', nome: string): string => {
    const valor = raw[campo]
    const dia = isoDateOf(valor)
    if (valor === undefined || valor === null || valor === '') errors.push({ property: campo, message: `${nome} é obrigatória` })
    else if (dia === null) errors.push({ property: campo, message: `${nome} inválida`, invalidValue: valor })
    return dia ?? ''
  }
  const dataInicial = data('dataInicial', 'Data inicial')
  const dataFinal = data('dataFinal', 'Data final')
  if (dataInicial && dataFinal && dataFinal < dataInicial) {
    errors.push({ property: 'dataFinal', message: 'Data final deve ser igual ou posterior à data inicial', invalidValue: raw.dataFinal })
  }
  if (raw.tipoRelatorio !== undefined && raw.tipoRelatorio !== tipo) {
    errors.push({ property: 'tipoRelatorio', message: 'Tipo de relatório diferente do informado na URL', invalidValue: raw.tipoRelatorio })
  }
  const lista = Array.isArray(raw.funcionarios) ? raw.funcionarios : []
  const ids = lista.map((item) => Number(typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item))
  if (ids.length === 0) errors.push({ property: 'funcionarios', message: 'Selecione ao menos um funcionário', invalidValue: raw.funcionarios ?? null })
  else if (ids.some((id) => !Number.isInteger(id))) errors.push({ property: 'funcionarios', message: 'Funcionário inválido', invalidValue: raw.funcionarios })
  return { pedido: { dataInicial, dataFinal, ids }, errors }
}

function itens(funcionarios: Funcionario[], competencias: Competencia[], pedido: Pedido): ItemRelatorio[] {
  const periodo = { inicio: pedido.dataInicial, fim: pedido.dataFinal }
  return funcionarios.flatMap((funcionario) => competencias.map((competencia) => ({ funcionario, competencia, periodo })))
}

const impressaoHandlers = [
  /** TC-045 / BATCH-008: the time cards of the chosen employees over the period, one PDF. */
  http.post('/api/acoes-lote/:tipoRelatorio', async ({ request, params }) => {
    const tipo = String(params.tipoRelatorio)
    const titulo = RELATORIOS[tipo]
    if (!titulo) return undefined
    const s = await session(request)
    const ordem = new URL(request.url).searchParams.get('ordem') || 'nome'
    const { pedido, errors } = ler(selecaoEmIds(s, request, await jsonBody(request)), tipo)
    const ordenacao = ORDENS[ordem]
    if (!ordenacao) errors.push({ property: 'ordem', message: 'Ordem inválida', invalidValue: ordem })
    const funcionarios = pedido.ids.map((id) => s.db.funcionarios.find((f) => f.id === id))
    const desconhecido = pedido.ids.find((_, i) => funcionarios[i] === undefined)
    if (desconhecido !== undefined) errors.push({ property: 'funcionarios', message: 'Funcionário não encontrado', invalidValue: desconhecido })
    const competencias = s.db.competencias
      .filter((c) => c.inicio <= pedido.dataFinal && c.fim >= pedido.dataInicial)
      .sort((a, b) => a.inicio.localeCompare(b.inicio))
    if (errors.length === 0 && competencias.length === 0) {
      errors.push({ property: 'dataInicial', message: 'Não há competência no período informado', invalidValue: pedido.dataInicial })
    }
    if (errors.length > 0 || !ordenacao) return validationError('AcaoLote', errors)
    const encontrados = funcionarios.filter((f): f is Funcionario => f !== undefined)
    if (!encontrados.every(funcionarioVisivel(s))) throw forbidden(request)
    const ordenados = sortBy([...new Set(encontrados)], ordenacao)
    const pdf = await relatorioPontoPdf(s.db, itens(ordenados, competencias, pedido), {
      titulo, emissor: s.user.name ?? s.user.username, emitidoEm: agora(s.db),
    })
    return pdfResponse(pdf, `${tipo}-${pedido.dataInicial}-${pedido.dataFinal}.pdf`)
  }),
]

/** Roles of the batch calls (doc2 §2 route table). */
export const ACAO_LOTE = {
  ver: 'front_acoeslote',
  justificar: 'front_justificarlote',
  alterarFuncionarios: 'front_alterarfuncionariolote',
  vincularBanco: 'front_vincularbancohoraslote',
  quadroEspecial: 'front_alterarquadrolote',
} as const

export const DESCRICAO_ACAO_LOTE: Record<AcaoLote['tipo'], string> = {
  JUSTIFICAR: 'Justificativa em lote',
  ALTERAR_FUNCIONARIOS: 'Alteração de funcionários',
  VINCULAR_QUADRO_HORARIO: 'Vínculo de quadro de horário',
  VINCULAR_BANCO_HORAS: 'Vínculo de banco de horas',
  VINCULAR_BANCO_COMPENSACAO: 'Vínculo de banco de compensação',
  VINCULAR_QUADRO_HORARIO_ESPECIAL: 'Quadro de horário especial',
  ABONO_PONTO_FACULTATIVO: 'Abono de ponto facultativo',
}

export const MSG_BANCO_HORAS = 'Preenchimento do banco de horas e obrigatorio'
export const MSG_BANCO_COMPENSACAO = 'Preenchimento do banco de compensacao e obrigatorio'
export const MSG_SEM_ALTERACAO = 'Informe ao menos uma alteracao'
export const MSG_COMPETENCIA_FECHADA = 'A Data Inicial pertence a uma competencia fechada'

const ENTIDADE = 'AcaoLote'
type Corpo = Record<string, unknown>

function usuarioDe(s: Session): string {
  return s.user.name ?? s.user.username
}

function vazio(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

/** The period of a body (dataInicial, dataFinal) split by competence; every day must belong to one. */
function lerPeriodo(s: Session, body: Corpo, errors: FieldError[]): { dataInicial: IsoDate; dataFinal: IsoDate; dias: Map<Competencia, IsoDate[]> } | null {
  const dataInicial = lerData(body.dataInicial, 'dataInicial', MSG_DATA_INICIAL_OBRIGATORIA, errors)
  const dataFinal = lerData(body.dataFinal, 'dataFinal', MSG_DATA_FINAL_OBRIGATORIA, errors)
  if (!dataInicial || !dataFinal) return null
  if (dataFinal < dataInicial) {
    errors.push({ property: 'dataFinal', message: MSG_PERIODO, invalidValue: body.dataFinal })
    return null
  }
  const periodo = diasPorCompetencia(s.db, dataInicial, dataFinal)
  const total = [...periodo.grupos.values()].reduce((n, d) => n + d.length, periodo.semCompetencia.length)
  if (total > PERIODO_MAXIMO) {
    errors.push({ property: 'dataFinal', message: MSG_PERIODO_LONGO, invalidValue: body.dataFinal })
    return null
  }
  const [semCompetencia] = periodo.semCompetencia
  if (semCompetencia) {
    errors.push({ property: 'dataInicial', message: `Não há competência para o dia ${semCompetencia.split('-').reverse().join('/')}`, invalidValue: body.dataInicial })
    return null
  }
  return { dataInicial, dataFinal, dias: periodo.grupos }
}

/** The first day of new links (dataInicial); it may not fall in a closed competence. */
function lerInicioVinculo(s: Session, body: Corpo, errors: FieldError[]): IsoDate | null {
  const inicio = lerData(body.dataInicial, 'dataInicial', MSG_DATA_INICIAL_OBRIGATORIA, errors)
  if (!inicio) return null
  const competencia = s.db.competencias.find((c) => c.inicio <= inicio && inicio <= c.fim)
  if (competencia && (competencia.fechada || competencia.situacao !== 'ABERTA')) {
    errors.push({ property: 'dataInicial', message: MSG_COMPETENCIA_FECHADA, invalidValue: body.dataInicial })
    return null
  }
  return inicio
}

/** A register id of the body (id or {id}) that must exist in `tabela`. */
function lerRegistro<T extends { id: number }>(body: Corpo, property: string, tabela: T[], obrigatorio: string | null, errors: FieldError[]): T | null {
  const valor = body[property]
  if (vazio(valor)) {
    if (obrigatorio) errors.push({ property, message: obrigatorio, invalidValue: null })
    return null
  }
  const id = idDe(valor)
  const item = id === null ? undefined : tabela.find((t) => t.id === id)
  if (!item) errors.push({ property, message: 'não encontrado', invalidValue: valor })
  return item ?? null
}

/** Every card touched must be editable (the rules of the card's own editing), else nothing changes. */
function exigirCartoes(request: Request, s: Session, cartoes: IdsCartao[]): Response | null {
  for (const ids of cartoes) {
    const recusa = exigirEdicaoLote(request, s, ids)
    if (recusa) return recusa
  }
  return null
}

function cartoesDoPeriodo(funcionarios: readonly Funcionario[], dias: ReadonlyMap<Competencia, unknown>): IdsCartao[] {
  return funcionarios.flatMap((f) => [...dias.keys()].map((c) => ({ funcionarioId: f.id, competenciaId: c.id })))
}

function resumoDto(acao: AcaoLote) {
  return {
    id: acao.id, tipo: acao.tipo, descricao: DESCRICAO_ACAO_LOTE[acao.tipo], dataHora: acao.dataHora, usuario: acao.usuario,
    dataInicial: acao.dataInicial, dataFinal: acao.dataFinal, quantidadeFuncionarios: acao.funcionarioIds.length,
  }
}

function detalheDto(s: Session, acao: AcaoLote) {
  const visivel = funcionarioVisivel(s)
  const funcionarios = sortBy(
    acao.funcionarioIds.flatMap((id) => {
      const f = s.db.funcionarios.find((x) => x.id === id)
      return f && visivel(f) ? [funcionarioLoteDto(s, f)] : []
    }),
    [{ property: 'nome', direction: 'asc' }],
  )
  const tratamentos = s.db.tratamentos.filter((t) => t.acaoLoteId === acao.id).length
  return { ...resumoDto(acao), parametros: acao.parametros, funcionarios, tratamentos }
}

function publicar(request: Request, cartoes: readonly IdsCartao[]): void {
  for (const ids of cartoes) publicarAlteracao(request, ids)
}

function periodoTexto(inicio: IsoDate, fim: IsoDate | null): string {
  const br = (d: IsoDate) => d.split('-').reverse().join('/')
  return fim === null ? `a partir de ${br(inicio)}` : `${br(inicio)} a ${br(fim)}`
}

/** Answer of a batch action done: the record, so the screen can open its view. */
function feito(acao: AcaoLote) {
  return HttpResponse.json(resumoDto(acao))
}

const TIPOS_LINK_FUNCIONARIO: { property: TipoVinculoLote; label: string; tabela: (db: Db) => { id: number; descricao: string }[] }[] = [
  { property: 'cargo', label: 'Cargo', tabela: (db) => db.cargos },
  { property: 'departamento', label: 'Departamento', tabela: (db) => db.departamentos },
  { property: 'localTrabalho', label: 'Local de Trabalho', tabela: (db) => db.locaisTrabalho },
  { property: 'classe', label: 'Classe', tabela: (db) => db.classes },
  { property: 'quadroHorario', label: 'Quadro de Horário', tabela: (db) => db.horarios },
]

const FLAGS_FUNCIONARIO = [
  { property: 'controlaPonto', label: 'Controla ponto' },
  { property: 'permiteHoraExtra', label: 'Permite hora extra' },
  { property: 'utilizaRelogioDigital', label: 'Utiliza relógio digital' },
] as const

function lerFlag(body: Corpo, property: string, errors: FieldError[]): boolean | null {
  const valor = body[property]
  if (vazio(valor)) return null
  if (valor === true || valor === 'true') return true
  if (valor === false || valor === 'false') return false
  errors.push({ property, message: 'deve ser true ou false', invalidValue: valor })
  return null
}

async function lerCorpo(request: Request): Promise<Corpo> {
  return objeto(await jsonBody(request))
}

/** A bank link in batch (BATCH-005, BATCH-006): body selection, {bancoHoras|bancoCompensacao}, dataInicial. */
function vincularBancoHandler(path: string, tipo: 'bancoHoras' | 'bancoCompensacao') {
  const config: { mensagem: string; label: string; acao: AcaoLote['tipo']; tabela: (db: Db) => { id: number; descricao: string }[] } = tipo === 'bancoHoras'
    ? { mensagem: MSG_BANCO_HORAS, label: 'Banco de horas', acao: 'VINCULAR_BANCO_HORAS' as const, tabela: (db: Db) => db.bancosHoras }
    : { mensagem: MSG_BANCO_COMPENSACAO, label: 'Banco de compensação', acao: 'VINCULAR_BANCO_COMPENSACAO' as const, tabela: (db: Db) => db.bancosCompensacao }
  return http.post(path, async ({ request }) => {
    const s = await session(request)
    const body = await lerCorpo(request)
    const errors: FieldError[] = []
    const selecao = lerSelecao(s, request, body)
    if ('errors' in selecao) errors.push(...selecao.errors)
    const banco = lerRegistro(body, tipo, config.tabela(s.db), config.mensagem, errors)
    const inicio = lerInicioVinculo(s, body, errors)
    if (errors.length > 0 || 'errors' in selecao || !banco || !inicio) return validationError(ENTIDADE, errors)
    for (const f of selecao.funcionarios) vincular(s.db, f, tipo, banco.id, inicio)
    const funcionarioIds = selecao.funcionarios.map((f) => f.id)
    publicar(request, cartoesDesde(s.db, funcionarioIds, inicio))
    return feito(registrarAcaoLote(s.db, {
      tipo: config.acao, usuario: usuarioDe(s), dataInicial: inicio, dataFinal: null, funcionarioIds,
      parametros: [{ label: config.label, valor: banco.descricao }, { label: 'Vigência', valor: periodoTexto(inicio, null) }],
    }))
  })
}

const loteHandlers = [
  /** BATCH-001: the employees of a batch action, paged and sorted (sort=nome), with the filter in the body. */
  http.post('/api/acoes-lote/funcionarios', async ({ request }) => {
    const s = await session(request)
    const filtro = funcionariosDoFiltro(s, objeto(await jsonBody(request)))
    if ('errors' in filtro) return validationError(ENTIDADE, filtro.errors)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'nome', direction: 'asc' }] })
    const ordenados = sortBy(filtro.funcionarios, [...pr.sort, { property: 'matricula', direction: 'asc' }])
    const pagina = ordenados.slice(pr.page * pr.size, (pr.page + 1) * pr.size)
    return page(pagina.map((f) => funcionarioLoteDto(s, f)), pr, ordenados.length)
  }),

  /**
   * BATCH-002: justifies a period for many employees at once. Body: the selection (BATCH-009), dataInicial,
   * dataFinal, tipoJustificativa, horas|null, idMotivo, idBancoDias|null, observacao|null. One treatment per working
   * day and employee, carrying the batch action's id. Every card touched must be editable. Answers the record.
   */
  http.post('/api/acoes-lote/justificar', async ({ request }) => {
    const s = await session(request)
    const body = await lerCorpo(request)
    const errors: FieldError[] = []
    const selecao = lerSelecao(s, request, body)
    if ('errors' in selecao) errors.push(...selecao.errors)
    const periodo = lerPeriodo(s, body, errors)
    const tipo = lerTipo(body.tipoJustificativa, errors)
    const minutos = lerHoras(body.horas, 'horas', errors)
    const motivo = lerRegistro(body, 'idMotivo', s.db.motivos, MSG_MOTIVO_OBRIGATORIO, errors)
    const porBancoDias = tipo?.startsWith('BANCO_DE_DIAS') === true
    const bancoDias = lerRegistro(body, 'idBancoDias', s.db.bancosDias, porBancoDias ? MSG_BANCO_DIAS_OBRIGATORIO : null, errors)
    const observacao = typeof body.observacao === 'string' ? body.observacao.trim() : ''
    if (observacao.length > OBSERVACAO_MAX) {
      errors.push({ property: 'observacao', message: `tamanho deve ser entre 0 e ${OBSERVACAO_MAX}`, invalidValue: body.observacao })
    }
    if (errors.length > 0 || 'errors' in selecao || !periodo || !tipo || !motivo) return validationError(ENTIDADE, errors)
    const recusa = exigirCartoes(request, s, cartoesDoPeriodo(selecao.funcionarios, periodo.dias))
    if (recusa) return recusa
    const horas = minutos === null ? null : body.horas as string
    const acao = registrarAcaoLote(s.db, {
      tipo: 'JUSTIFICAR', usuario: usuarioDe(s), dataInicial: periodo.dataInicial, dataFinal: periodo.dataFinal,
      funcionarioIds: selecao.funcionarios.map((f) => f.id),
      parametros: [
        { label: 'Tipo', valor: tipo },
        { label: 'Motivo', valor: motivo.descricao },
        ...(horas ? [{ label: 'Horas', valor: horas }] : []),
        ...(bancoDias && porBancoDias ? [{ label: 'Banco de dias', valor: bancoDias.descricao }] : []),
        ...(observacao ? [{ label: 'Observação', valor: observacao }] : []),
      ],
    })
    const { cartoes } = justificarLote(s.db, acao.id, selecao.funcionarios, periodo.dias, {
      tipoJustificativa: tipo, horas, motivoId: motivo.id, bancoDiasId: porBancoDias && bancoDias ? bancoDias.id : null, observacao: observacao || null,
    })
    publicar(request, cartoes)
    return feito(acao)
  }),

  /**
   * BATCH-003: changes many employees at once. Body: the selection, dataInicial (first day of the new links), and
   * any of cargo, departamento, localTrabalho, classe, quadroHorario (ids: a new link from dataInicial) and
   * controlaPonto, permiteHoraExtra, utilizaRelogioDigital (booleans). Absent fields stay as they are.
   */
  http.post('/api/acoes-lote/funcionarios/bulk-update', async ({ request }) => {
    const s = await session(request)
    const body = await lerCorpo(request)
    const errors: FieldError[] = []
    const selecao = lerSelecao(s, request, body)
    if ('errors' in selecao) errors.push(...selecao.errors)
    const links = TIPOS_LINK_FUNCIONARIO.flatMap((t) => {
      const item = lerRegistro(body, t.property, t.tabela(s.db), null, errors)
      return item ? [{ ...t, item }] : []
    })
    const flags = FLAGS_FUNCIONARIO.flatMap((f) => {
      const valor = lerFlag(body, f.property, errors)
      return valor === null ? [] : [{ ...f, valor }]
    })
    const inicio = links.length > 0 ? lerInicioVinculo(s, body, errors) : null
    if (links.length === 0 && flags.length === 0 && errors.length === 0) errors.push({ property: 'cargo', message: MSG_SEM_ALTERACAO, invalidValue: null })
    if (errors.length > 0 || 'errors' in selecao || (links.length > 0 && !inicio)) return validationError(ENTIDADE, errors)
    for (const f of selecao.funcionarios) {
      for (const link of links) if (inicio) vincular(s.db, f, link.property, link.item.id, inicio)
      for (const flag of flags) f[flag.property] = flag.valor
    }
    const funcionarioIds = selecao.funcionarios.map((f) => f.id)
    publicar(request, cartoesDesde(s.db, funcionarioIds, inicio ?? s.db.competencias.find((c) => c.situacao === 'ABERTA')?.inicio ?? '9999-12-31'))
    return feito(registrarAcaoLote(s.db, {
      tipo: 'ALTERAR_FUNCIONARIOS', usuario: usuarioDe(s), dataInicial: inicio, dataFinal: null, funcionarioIds,
      parametros: [
        ...links.map((l) => ({ label: l.label, valor: l.property === 'quadroHorario' ? `${(l.item as { codigo?: string }).codigo ?? ''} - ${l.item.descricao}` : l.item.descricao })),
        ...flags.map((f) => ({ label: f.label, valor: f.valor ? 'Sim' : 'Não' })),
        ...(inicio ? [{ label: 'Vigência', valor: periodoTexto(inicio, null) }] : []),
      ],
    }))
  }),

  vincularBancoHandler('/api/acoes-lote/vincularBancoHoras', 'bancoHoras'),
  vincularBancoHandler('/api/acoes-lote/vincularBancoCompensacao', 'bancoCompensacao'),

  /**
   * BATCH-007: the period's days of each employee get a special schedule. Body as for vincularQuadroHorario
   * (the selection, quadroHorarioVincular, dataInicial, dataFinal). Every card touched must be editable.
   */
  http.post('/api/acoes-lote/vincularQuadroHorarioEspecial', async ({ request }) => {
    const s = await session(request)
    const body = await lerCorpo(request)
    const selecao = lerSelecao(s, request, body)
    const pedido = lerVinculo(s, { ...body, funcionarios: 'errors' in selecao ? [] : selecao.funcionarios.map((f) => f.id) })
    if (Array.isArray(pedido)) return validationError(ENTIDADE, 'errors' in selecao ? [...selecao.errors, ...pedido.filter((e) => e.property !== 'funcionarios')] : pedido)
    const recusa = exigirCartoes(request, s, pedido.funcionarioIds.flatMap((funcionarioId) => [...pedido.dias.keys()].map((c) => ({ funcionarioId, competenciaId: c.id }))))
    if (recusa) return recusa
    for (const funcionarioId of pedido.funcionarioIds) publicar(request, vincularHorarioEspecial(s.db, funcionarioId, pedido.horarioId, pedido.dias))
    return feito(registrarVinculoHorario(s.db, usuarioDe(s), pedido, true))
  }),

  /** The batch actions done, newest first (Spring page; sort by dataHora). */
  http.get('/api/acoes-lote', async ({ request }) => {
    const s = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'dataHora', direction: 'desc' }] })
    return page(sortBy(acoesLote(s.db).map(resumoDto), [...pr.sort, { property: 'id', direction: 'desc' }]), pr)
  }),

  /** One batch action: what was done, when, by whom, to whom, and how many treatments carry its id. */
  http.get('/api/acoes-lote/:id', async ({ request, params }) => {
    const s = await session(request)
    const id = idDe(params.id)
    const acao = id === null ? undefined : acaoLote(s.db, id)
    if (!acao) return notFound()
    return HttpResponse.json(detalheDto(s, acao))
  }),
]

/** Batch actions (doc2 §7). The specific paths come before the report printing's `{tipoRelatorio}`. */
export const acaoLoteHandlers = [...loteHandlers, ...impressaoHandlers]

