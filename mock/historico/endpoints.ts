import { idDe } from '@/shared/api/contract/cartao'
import type { OrigemAlteracao, TipoAlteracao } from '@/shared/api/contract/endpoints/historico'
import type { Db } from '../db/index'
import { funcionarioDoUsuario, usuarioDe } from '../db/queries'
import { lerAfd, type PortariaAfd } from '../fiscal/afd'
import { filtroFuncionarios } from '../handlers/lib/funcionario-filtro'
import { objeto, paramsDoFiltro } from '../handlers/lib/selecao-lote'
import type { AuthUser } from '../http/auth'
import type { IdsCartao } from '../timecard/acesso'
import type { Escopo } from './estado'

/**
 * Every call that changes time cards, in one place: where its changes come from and whose cards it may touch, read
 * from the request before it runs (mock/http/contrato.ts records what each of them changed: mock/historico/gravador.ts).
 */

/** What the recorder knows of a request before its handler runs. */
export interface Pedido {
  db: Db
  /** A copy of the request: a body that is not JSON can still be read from it. */
  request: Request
  params: Readonly<Record<string, string | readonly string[] | undefined>>
  query: URLSearchParams
  /** The JSON body ({} when there is none). */
  corpo: Record<string, unknown>
  user: AuthUser
}

/** The highest ids of the tables whose new row a change points to (origemId), before the call. */
export interface Maximos {
  acoesLote: number
  importacoesAfd: number
  movimentacoesMarcacao: number
  fechamentos: number
}

export interface AlteracaoDoEndpoint {
  origem: OrigemAlteracao
  /** The employees whose days the call may change. */
  funcionarios: (p: Pedido) => Escopo | Promise<Escopo>
  /** The cards whose state as a whole (notes line, lock, closing) the call may change. */
  cartoes?: (p: Pedido) => IdsCartao[]
  /** The kind, when the call names it (sorting, restoring, removing the day, converting). */
  tipo?: (p: Pedido) => TipoAlteracao | undefined
  origemId?: (p: Pedido, antes: Maximos, db: Db) => number | null
}

const maiorId = (linhas: readonly { id: number }[] | undefined) => (linhas ?? []).reduce((max, l) => Math.max(max, l.id), 0)

export function maximos(db: Db): Maximos {
  return {
    acoesLote: maiorId(db.acoesLote),
    importacoesAfd: maiorId(db.importacoesAfd),
    movimentacoesMarcacao: maiorId(db.movimentacoesMarcacao),
    fechamentos: maiorId(db.fechamentos),
  }
}

/** The id of the row a call added to a table, if any. */
function novoId(linhas: readonly { id: number }[] | undefined, antes: number): number | null {
  const id = maiorId(linhas)
  return id > antes ? id : null
}

const param = (p: Pedido, nome: string) => idDe(p.params[nome])
const nenhum: Escopo = new Set()
const so = (id: number | null | undefined): Escopo => (typeof id === 'number' ? new Set([id]) : nenhum)

const doRegistro = (nome: string) => (p: Pedido) => so(p.db.registros.find((r) => r.id === param(p, nome))?.funcionarioId)
const doCorpo = (campo: string) => (p: Pedido) => so(idDe(p.corpo[campo]))

function doTratamento(p: Pedido): Escopo {
  const tratamento = p.db.tratamentos.find((t) => t.id === param(p, 'id'))
  return so(tratamento && p.db.registros.find((r) => r.id === tratamento.registroId)?.funcionarioId)
}

const ids = (valor: unknown) => (Array.isArray(valor) ? valor : []).map(idDe).filter((id): id is number => id !== null)

/** BATCH-009's selection: the ids listed, or those the list's filter accepts but the ones unchecked. */
function daSelecao(p: Pedido): Escopo {
  if (p.corpo.allChecked !== true) return new Set(ids(p.corpo.funcionarios))
  const filtro = filtroFuncionarios(p.db, paramsDoFiltro(objeto(p.corpo.filtro)))
  if (!filtro.ok) return nenhum
  const excluidos = new Set(ids(p.corpo.excluidos))
  return new Set(p.db.funcionarios.filter((f) => filtro.aceita(f) && !excluidos.has(f.id)).map((f) => f.id))
}

const digitos = (v: string) => v.replace(/\D/g, '')

/** The employees an AFD names (by CPF, or PIS in a Portaria 1510 file), as the import matches them. */
function doAfd(db: Db, bytes: Uint8Array, portaria: PortariaAfd | undefined): Escopo {
  const lido = lerAfd(bytes, portaria)
  const cpfs = new Set(lido.marcacoes.flatMap((m) => (m.cpf ? [m.cpf] : [])))
  const pis = new Set(lido.marcacoes.flatMap((m) => (m.pis ? [m.pis] : [])))
  return new Set(db.funcionarios.filter((f) => cpfs.has(digitos(f.cpf)) || pis.has(digitos(f.pis))).map((f) => f.id))
}

async function doAfdEnviado(p: Pedido): Promise<Escopo> {
  try {
    const form = await p.request.formData()
    const arquivo = form.get('file')
    const portaria = form.get('portaria')
    if (!(arquivo instanceof Blob)) return nenhum
    return doAfd(p.db, new Uint8Array(await arquivo.arrayBuffer()), portaria === '671' || portaria === '1510' ? portaria : undefined)
  } catch {
    return nenhum
  }
}

function doAfdImportado(p: Pedido): Escopo {
  const imp = p.db.importacoesAfd?.find((i) => i.id === param(p, 'id'))
  return imp ? doAfd(p.db, new Uint8Array(Buffer.from(imp.conteudo, 'base64')), imp.portaria ?? undefined) : nenhum
}

function cartaoDoCorpo(p: Pedido): IdsCartao[] {
  const funcionarioId = idDe(p.corpo.funcionarioId)
  const competenciaId = idDe(p.corpo.competenciaId)
  return funcionarioId !== null && competenciaId !== null ? [{ funcionarioId, competenciaId }] : []
}

function cartaoDoCaminho(p: Pedido): IdsCartao[] {
  const funcionarioId = param(p, 'funcionario')
  const competenciaId = param(p, 'competencia')
  return funcionarioId !== null && competenciaId !== null ? [{ funcionarioId, competenciaId }] : []
}

/** Every card of a competence: the employees who control time and were employed in it. */
function cartoesDaCompetencia(db: Db, competenciaId: number | null | undefined): IdsCartao[] {
  const c = db.competencias.find((x) => x.id === competenciaId)
  if (!c) return []
  return db.funcionarios
    .filter((f) => f.controlaPonto && f.admissao <= c.fim && (f.demissao === null || f.demissao >= c.inicio))
    .map((f) => ({ funcionarioId: f.id, competenciaId: c.id }))
}

const CARTAO = { origem: 'CARTAO' } as const
const fixo = (tipo: TipoAlteracao) => () => tipo

const lote = { origem: 'ACAO_LOTE', funcionarios: daSelecao, origemId: (_p: Pedido, antes: Maximos, db: Db) => novoId(db.acoesLote, antes.acoesLote) } as const
const solicitacao = {
  origem: 'SOLICITACAO',
  funcionarios: (p: Pedido) => so(p.db.solicitacoes.find((s) => s.id === param(p, 'id'))?.funcionarioId),
  origemId: (p: Pedido) => param(p, 'id'),
} as const
const movimentacaoRh = {
  origem: 'MOVIMENTACAO_RH',
  funcionarios: (p: Pedido) => so(p.db.movimentacoesRH.find((m) => m.id === param(p, 'id'))?.funcionarioId),
  origemId: (p: Pedido) => param(p, 'id'),
} as const
const relogio = { origem: 'RELOGIO', funcionarios: doCorpo('funcionarioId') } as const

/** The calls that change time cards (by contract key), with where their changes come from. */
export const ALTERACOES_DO_CARTAO: Readonly<Record<string, AlteracaoDoEndpoint>> = {
  'POST /api/registros': { ...CARTAO, funcionarios: doCorpo('idFuncionario') },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar': { ...CARTAO, funcionarios: doRegistro('idRegistro') },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar/:idMotivo': { ...CARTAO, funcionarios: doRegistro('idRegistro') },
  'POST /api/registros/:idRegistro/marcacoes/:idMarcacao/move/:novaSequencia/:modoMarcacao': { ...CARTAO, funcionarios: doRegistro('idRegistro') },
  'POST /api/registros/:idRegistro/ordenar': { ...CARTAO, funcionarios: doRegistro('idRegistro'), tipo: fixo('MARCACOES_ORDENADAS') },
  'POST /api/registros/folga': { ...CARTAO, funcionarios: (p) => so(idDe(p.query.get('idFuncionario'))) },
  'POST /api/registros/:id/especial': { ...CARTAO, funcionarios: doRegistro('id') },
  'POST /api/registros/:id/restaurar': { ...CARTAO, funcionarios: doRegistro('id'), tipo: fixo('MARCACOES_RESTAURADAS') },
  'DELETE /api/registros/:id': { ...CARTAO, funcionarios: doRegistro('id'), tipo: fixo('DIA_REMOVIDO') },
  'POST /api/registros/justificar': {
    ...CARTAO,
    funcionarios: doCorpo('idFuncionario'),
    tipo: (p) => (p.corpo.origemConversao ? 'CONVERSAO' : undefined),
  },
  'PUT /api/justificativas/:id': { ...CARTAO, funcionarios: doTratamento },
  'DELETE /api/justificativas/:id': { ...CARTAO, funcionarios: doTratamento },
  'PUT /api/observacao-cartao-ponto': { ...CARTAO, funcionarios: () => nenhum, cartoes: cartaoDoCorpo },
  'POST /api/bloqueio-registro/:competencia/:funcionario': { ...CARTAO, funcionarios: () => nenhum, cartoes: cartaoDoCaminho },
  'DELETE /api/bloqueio-registro/:competencia/:funcionario': { ...CARTAO, funcionarios: () => nenhum, cartoes: cartaoDoCaminho },
  'POST /api/acoes-lote/justificar': lote,
  'POST /api/acoes-lote/vincularQuadroHorario': lote,
  'POST /api/acoes-lote/vincularQuadroHorarioEspecial': lote,
  'POST /api/afd/upload': {
    origem: 'IMPORTACAO_AFD',
    funcionarios: doAfdEnviado,
    origemId: (_p, antes, db) => novoId(db.importacoesAfd, antes.importacoesAfd),
  },
  'POST /api/afd/:id/reprocessar': { origem: 'IMPORTACAO_AFD', funcionarios: doAfdImportado, origemId: (p) => param(p, 'id') },
  'POST /api/solicitacao/:id/deferir': solicitacao,
  'POST /api/solicitacao/:id/estornar': solicitacao,
  'POST /api/relogio/registrar': {
    origem: 'RELOGIO',
    funcionarios: (p) => so(funcionarioDoUsuario(p.db, usuarioDe(p.db, p.user))?.id),
  },
  'POST /api/relogio/registrar-admin': relogio,
  'POST /api/relogio/simulador': relogio,
  'DELETE /api/movimentacaorh/:id': movimentacaoRh,
  'POST /api/movimentacaorh/:id/reprocessar': movimentacaoRh,
  'POST /api/movimentacoes-marcacao': {
    origem: 'MOVIMENTACAO_MARCACAO',
    funcionarios: doCorpo('funcionarioId'),
    origemId: (_p, antes, db) => novoId(db.movimentacoesMarcacao, antes.movimentacoesMarcacao),
  },
  'POST /api/fechamentos': {
    origem: 'FECHAMENTO',
    funcionarios: () => nenhum,
    cartoes: (p) => cartoesDaCompetencia(p.db, idDe(p.corpo.competenciaId)),
    origemId: (_p, antes, db) => novoId(db.fechamentos, antes.fechamentos),
  },
  'DELETE /api/fechamentos/:id': {
    origem: 'FECHAMENTO',
    funcionarios: () => nenhum,
    cartoes: (p) => cartoesDaCompetencia(p.db, p.db.fechamentos.find((f) => f.id === param(p, 'id'))?.competenciaId),
    origemId: (p) => param(p, 'id'),
  },
}
