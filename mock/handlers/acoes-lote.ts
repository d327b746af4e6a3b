import { HttpResponse } from 'msw'
import { MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config/mensagens'
import {
  alterarFuncionariosLoteForma,
  imprimirLoteCamposSchema,
  justificarLoteCamposSchema,
  vincularBancoCompensacaoLoteForma,
  vincularBancoHorasLoteForma,
} from '@/shared/api/contract/endpoints/acoes-lote'
import { http } from '../http/contrato'
import type { AcaoLote, Competencia, Db, Funcionario, IsoDate } from '../db/index'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import { type FieldError, muitosPedidos, notFound, ordenacaoNaoPermitida, page, pageRequest, sortBy, validationError } from '../http/spring'
import { pdfResponse } from '../pdf/resposta'
import { mesAno } from '../pdf/formato'
import { agora, relatorioPontoEmPartes, type ItemRelatorio, type OpcoesRelatorio } from '../pdf/relatorio'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import {
  acaoLote, acoesLote, cartoesDesde, justificarLote, registrarAcaoLote, registrarVinculoHorario, vincular, vincularHorarioEspecial,
  type TipoVinculoLote,
} from '../timecard/edicao/lote'
import { exigirEdicaoLote } from '../timecard/edicao'
import { idDe, lerVinculo, periodoDoLote } from './lib/pedido-lote'
import { funcionarioLoteDto, funcionariosDoFiltro, lerSelecao, selecaoEmIds } from './lib/selecao-lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** BATCH-001: the batch list sorts only by what its columns show (matrícula, nome, departamento, cargo). */
export const ORDENACOES_FUNCIONARIOS_LOTE = ['nome', 'nomeOrNomeSocial', 'matricula', 'departamento.descricao', 'cargo.descricao']

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

/** The order the printing's errors are answered in. */
const ORDEM_IMPRESSAO = ['dataInicial', 'dataFinal', 'tipoRelatorio', 'funcionarios', 'ordem']

/** BATCH-008's body (the contract's) and the report of the path. */
function ler(body: Record<string, unknown>, tipo: string): { pedido: Pedido; errors: FieldError[] } {
  const { dados, erros } = lerCampos(imprimirLoteCamposSchema, body)
  const { dataInicial, dataFinal } = dados
  if (body.tipoRelatorio !== undefined && body.tipoRelatorio !== tipo) {
    erros.push({ property: 'tipoRelatorio', message: 'Tipo de relatório diferente do informado na URL', invalidValue: body.tipoRelatorio })
  }
  const ids = (dados.funcionarios ?? []).filter((id): id is number => id !== null)
  return { pedido: { dataInicial: dataInicial ?? '', dataFinal: dataFinal ?? '', ids }, errors: erros }
}

function itens(funcionarios: Funcionario[], competencias: Competencia[], pedido: Pedido): ItemRelatorio[] {
  const periodo = { inicio: pedido.dataInicial, fim: pedido.dataFinal }
  return funcionarios.flatMap((funcionario) => competencias.map((competencia) => ({ funcionario, competencia, periodo })))
}

/**
 * Limits of one print (a real backend bounds the work of a request): the period is at most a year (366 days, a leap
 * year's; the print for checking asks for one competence, the batch screen a period the user types) and the cards
 * (employees × competences touched) at most MAX_CARTOES_IMPRESSAO: a team of 70 for 7 months, ~40 s of work at
 * ~75 ms a card, within the app's 120 s for a file.
 */
export const MAX_DIAS_IMPRESSAO = 366
export const MAX_CARTOES_IMPRESSAO = 500
export const MSG_PERIODO_IMPRESSAO = `O período deve ter no máximo ${MAX_DIAS_IMPRESSAO} dias`
export const msgCartoesImpressao = (cartoes: number) =>
  `A impressão pode ter no máximo ${MAX_CARTOES_IMPRESSAO} cartões (funcionários × competências do período) e o pedido tem ${cartoes}. Diminua o período ou a quantidade de funcionários.`
export const MSG_IMPRESSAO_EM_ANDAMENTO = 'Você já tem uma impressão de cartões ponto em andamento. Aguarde a conclusão para pedir outra.'
/** Cards built and printed per turn of the event loop: other requests are answered between slices. */
export const FATIA_IMPRESSAO = 2

const diasDoPeriodo = (inicio: string, fim: string) => (Date.parse(`${fim}T00:00:00Z`) - Date.parse(`${inicio}T00:00:00Z`)) / 86_400_000 + 1

/** Who is printing now, per database: one print per user at a time (another one meanwhile is 429). */
const imprimindo = new WeakMap<Db, Set<string>>()

function imprimindoEm(db: Db): Set<string> {
  let usuarios = imprimindo.get(db)
  if (!usuarios) imprimindo.set(db, (usuarios = new Set()))
  return usuarios
}

const proximaVez = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The PDF of the items, built and printed FATIA_IMPRESSAO at a time (the same file relatorioPontoPdf writes). */
async function imprimirEmFatias(db: Db, lista: ItemRelatorio[], opcoes: OpcoesRelatorio): Promise<Buffer> {
  const unico = lista.length === 1 ? lista[0] : undefined
  const tituloPdf = unico
    ? `${opcoes.titulo} - ${unico.funcionario.nome} - ${mesAno(unico.competencia.ano, unico.competencia.mes)}`
    : opcoes.titulo
  const pdf = relatorioPontoEmPartes(db, { ...opcoes, tituloPdf })
  for (let i = 0; i < lista.length; i += FATIA_IMPRESSAO) {
    await proximaVez()
    pdf.adicionar(lista.slice(i, i + FATIA_IMPRESSAO))
  }
  return pdf.terminar()
}

const impressaoHandlers = [
  /** TC-045 / BATCH-008: the time cards of the chosen employees over the period, one PDF. */
  http.post('/api/acoes-lote/:tipoRelatorio', async ({ request, params }) => {
    const tipo = String(params.tipoRelatorio)
    // Own keys only: 'constructor' or 'toString' in the path is not a report (nor 'ordem=__proto__' an order).
    const titulo = Object.hasOwn(RELATORIOS, tipo) ? RELATORIOS[tipo] : undefined
    if (!titulo) return undefined
    const s = await session(request)
    const ordem = new URL(request.url).searchParams.get('ordem') || 'nome'
    const { pedido, errors } = ler(selecaoEmIds(s, request, objeto(await jsonBody(request))), tipo)
    const ordenacao = Object.hasOwn(ORDENS, ordem) ? ORDENS[ordem] : undefined
    if (!ordenacao) errors.push({ property: 'ordem', message: 'Ordem inválida', invalidValue: ordem })
    const funcionarios = pedido.ids.map((id) => s.db.funcionarios.find((f) => f.id === id))
    const desconhecido = pedido.ids.find((_, i) => funcionarios[i] === undefined)
    if (desconhecido !== undefined) errors.push({ property: 'funcionarios', message: 'Funcionário não encontrado', invalidValue: desconhecido })
    const periodoLongo = errors.length === 0 && diasDoPeriodo(pedido.dataInicial, pedido.dataFinal) > MAX_DIAS_IMPRESSAO
    if (periodoLongo) errors.push({ property: 'dataFinal', message: MSG_PERIODO_IMPRESSAO, invalidValue: pedido.dataFinal })
    const competencias = s.db.competencias
      .filter((c) => c.inicio <= pedido.dataFinal && c.fim >= pedido.dataInicial)
      .sort((a, b) => a.inicio.localeCompare(b.inicio))
    if (errors.length === 0 && competencias.length === 0) {
      errors.push({ property: 'dataInicial', message: 'Não há competência no período informado', invalidValue: pedido.dataInicial })
    }
    const encontrados = [...new Set(funcionarios.filter((f): f is Funcionario => f !== undefined))]
    const cartoes = encontrados.length * competencias.length
    if (errors.length === 0 && cartoes > MAX_CARTOES_IMPRESSAO) {
      errors.push({ property: 'funcionarios', message: msgCartoesImpressao(cartoes), invalidValue: encontrados.length })
    }
    if (errors.length > 0 || !ordenacao) return validationError('AcaoLote', emOrdem(ORDEM_IMPRESSAO, errors))
    if (!encontrados.every(funcionarioVisivel(s))) throw forbidden(request)
    const usuarios = imprimindoEm(s.db)
    const usuario = s.user.username
    if (usuarios.has(usuario)) return muitosPedidos(MSG_IMPRESSAO_EM_ANDAMENTO, new URL(request.url).pathname)
    usuarios.add(usuario)
    try {
      const pdf = await imprimirEmFatias(s.db, itens(sortBy(encontrados, ordenacao), competencias, pedido), {
        titulo, emissor: s.user.name ?? s.user.username, emitidoEm: agora(s.db),
      })
      return pdfResponse(pdf, `${tipo}-${pedido.dataInicial}-${pedido.dataFinal}.pdf`)
    } finally {
      usuarios.delete(usuario)
    }
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

export const MSG_SEM_ALTERACAO = 'Informe ao menos uma alteração'
export const MSG_COMPETENCIA_FECHADA = 'A Data Inicial pertence a uma competencia fechada'

const ENTIDADE = 'AcaoLote'
type Corpo = Record<string, unknown>

function usuarioDe(s: Session): string {
  return s.user.name ?? s.user.username
}

/** The first day of new links: required (null), not in a closed competence; an invalid one's error is the schema's. */
function inicioDoVinculo(s: Session, inicio: IsoDate | null | undefined, body: Corpo, erros: FieldError[]): IsoDate | null {
  if (inicio === null) erros.push({ property: 'dataInicial', message: MSG_DATA_INICIAL_OBRIGATORIA, invalidValue: null })
  if (!inicio) return null
  const competencia = s.db.competencias.find((c) => c.inicio <= inicio && inicio <= c.fim)
  if (competencia && (competencia.fechada || competencia.situacao !== 'ABERTA')) {
    erros.push({ property: 'dataInicial', message: MSG_COMPETENCIA_FECHADA, invalidValue: body.dataInicial })
    return null
  }
  return inicio
}

/** A row of a register a batch action links. */
type Registro = { id: number; descricao: string }

/** The id a body's field was read as (the contract's reference), if any. */
const idDoCampo = (dados: object, campo: string) => (dados as Record<string, number | null | undefined>)[campo]

/** The row of `tabela` a parsed id names, or its error ('não encontrado'); null when none was given. */
function registroDe<T extends { id: number }>(id: number | null | undefined, property: string, tabela: T[], body: Corpo, erros: FieldError[]): T | null {
  if (typeof id !== 'number') return null
  const item = tabela.find((t) => t.id === id)
  if (!item) erros.push({ property, message: 'não encontrado', invalidValue: body[property] })
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

const TIPOS_LINK_FUNCIONARIO: { property: TipoVinculoLote; label: string; tabela: (db: Db) => Registro[] }[] = [
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

async function corpoDe(request: Request): Promise<Corpo> {
  return objeto(await jsonBody(request))
}

/** A bank link in batch (BATCH-005, BATCH-006): body selection, {bancoHoras|bancoCompensacao}, dataInicial. */
function vincularBancoHandler(path: string, tipo: 'bancoHoras' | 'bancoCompensacao') {
  const config = tipo === 'bancoHoras'
    ? { forma: vincularBancoHorasLoteForma, label: 'Banco de horas', acao: 'VINCULAR_BANCO_HORAS' as const, tabela: (db: Db): Registro[] => db.bancosHoras }
    : { forma: vincularBancoCompensacaoLoteForma, label: 'Banco de compensação', acao: 'VINCULAR_BANCO_COMPENSACAO' as const, tabela: (db: Db): Registro[] => db.bancosCompensacao }
  const ordem = ['funcionarios', tipo, 'dataInicial']
  return http.post(path, async ({ request }) => {
    const s = await session(request)
    const body = await corpoDe(request)
    const selecao = lerSelecao(s, request, body)
    const { dados, erros } = lerCampos(config.forma, body)
    if ('errors' in selecao) erros.push(...selecao.errors)
    const banco = registroDe(idDoCampo(dados, tipo), tipo, config.tabela(s.db), body, erros)
    const inicio = inicioDoVinculo(s, dados.dataInicial, body, erros)
    if (erros.length > 0 || 'errors' in selecao || !banco || !inicio) return validationError(ENTIDADE, emOrdem(ordem, erros))
    for (const f of selecao.funcionarios) vincular(s.db, f, tipo, banco.id, inicio)
    const funcionarioIds = selecao.funcionarios.map((f) => f.id)
    publicar(request, cartoesDesde(s.db, funcionarioIds, inicio))
    return feito(registrarAcaoLote(s.db, {
      tipo: config.acao, usuario: usuarioDe(s), dataInicial: inicio, dataFinal: null, funcionarioIds,
      parametros: [{ label: config.label, valor: banco.descricao }, { label: 'Vigência', valor: periodoTexto(inicio, null) }],
    }))
  })
}

const ORDEM_JUSTIFICAR = ['funcionarios', ...Object.keys(justificarLoteCamposSchema.shape)]
const ORDEM_ALTERAR = ['funcionarios', ...Object.keys(alterarFuncionariosLoteForma)]

const loteHandlers = [
  /** BATCH-001: the employees of a batch action, paged and sorted (sort=nome), with the filter in the body. */
  http.post('/api/acoes-lote/funcionarios', async ({ request }) => {
    const s = await session(request)
    const filtro = funcionariosDoFiltro(s, objeto(await jsonBody(request)))
    if ('errors' in filtro) return validationError(ENTIDADE, filtro.errors)
    const url = new URL(request.url)
    const pr = pageRequest(url, { sort: [{ property: 'nome', direction: 'asc' }] })
    const recusa = ordenacaoNaoPermitida(pr, ORDENACOES_FUNCIONARIOS_LOTE, url.pathname)
    if (recusa) return recusa
    const linhas = filtro.funcionarios.map((f) => funcionarioLoteDto(s, f))
    const ordenados = sortBy(linhas, [...pr.sort, { property: 'matricula', direction: 'asc' }])
    return page(ordenados.slice(pr.page * pr.size, (pr.page + 1) * pr.size), pr, ordenados.length)
  }),

  /**
   * BATCH-002: justifies a period for many employees at once. Body: the selection (BATCH-009), dataInicial,
   * dataFinal, tipoJustificativa, horas|null, idMotivo, idBancoDias|null, observacao|null. One treatment per working
   * day and employee, carrying the batch action's id. Every card touched must be editable. Answers the record.
   */
  http.post('/api/acoes-lote/justificar', async ({ request }) => {
    const s = await session(request)
    const body = await corpoDe(request)
    const selecao = lerSelecao(s, request, body)
    const { dados, erros } = lerCampos(justificarLoteCamposSchema, body)
    if ('errors' in selecao) erros.push(...selecao.errors)
    const dias = periodoDoLote(s.db, dados.dataInicial, dados.dataFinal, body, erros)
    const tipo = dados.tipoJustificativa
    const motivo = registroDe(dados.idMotivo, 'idMotivo', s.db.motivos, body, erros)
    const porBancoDias = tipo?.startsWith('BANCO_DE_DIAS') === true
    const bancoDias = registroDe(dados.idBancoDias, 'idBancoDias', s.db.bancosDias, body, erros)
    const observacao = dados.observacao ?? ''
    if (erros.length > 0 || 'errors' in selecao || !dias || !tipo || !motivo || !dados.dataInicial || !dados.dataFinal) {
      return validationError(ENTIDADE, emOrdem(ORDEM_JUSTIFICAR, erros))
    }
    const periodo = { dataInicial: dados.dataInicial, dataFinal: dados.dataFinal, dias }
    const recusa = exigirCartoes(request, s, cartoesDoPeriodo(selecao.funcionarios, periodo.dias))
    if (recusa) return recusa
    const horas = typeof dados.horas === 'number' ? (body.horas as string) : null
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
    const body = await corpoDe(request)
    const selecao = lerSelecao(s, request, body)
    const { dados, erros } = lerCampos(alterarFuncionariosLoteForma, body)
    if ('errors' in selecao) erros.push(...selecao.errors)
    const links = TIPOS_LINK_FUNCIONARIO.flatMap((t) => {
      const item = registroDe(idDoCampo(dados, t.property), t.property, t.tabela(s.db), body, erros)
      return item ? [{ ...t, item }] : []
    })
    const flags = FLAGS_FUNCIONARIO.flatMap((f) => {
      const valor = dados[f.property]
      return typeof valor === 'boolean' ? [{ ...f, valor }] : []
    })
    const inicio = links.length > 0 ? inicioDoVinculo(s, dados.dataInicial, body, erros) : null
    if (links.length === 0 && flags.length === 0 && erros.length === 0) erros.push({ property: 'cargo', message: MSG_SEM_ALTERACAO, invalidValue: null })
    if (erros.length > 0 || 'errors' in selecao || (links.length > 0 && !inicio)) return validationError(ENTIDADE, emOrdem(ORDEM_ALTERAR, erros))
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
    const body = await corpoDe(request)
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

