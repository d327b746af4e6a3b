import type { OrigemAlteracao, TipoAlteracao } from '@/shared/api/contract/endpoints/historico'
import type { AlteracaoCartao, Db, EstadoCartao, EstadoDia } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { usuarioDe } from '../db/queries'
import { authUser, type AuthUser } from '../http/auth'
import { dbFor, dbKey } from '../http/isolation'
import { observarGeracao } from '../timecard/generate'
import { agora } from '../timecard/relogio'
import { ALTERACOES_DO_CARTAO, maximos, type Maximos, type Pedido } from './endpoints'
import {
  assinatura, chaveCartao, diaVazio, estadoDoCartao, estadosDosDias, mesmoDiaGravado, noEscopo, type Escopo,
} from './estado'
import { fundirNoSalvamento } from './mesmo-salvamento'
import { descreverDia, resumoDoCartao, resumoDoDia, type Movida } from './resumo'

/**
 * The card history's recorder: around each call that changes cards, the days it may touch are copied before it runs
 * and compared after; each day that now looks different becomes one entry (who, when, from where, before, after).
 */

/** The days and cards as they were before a change. */
export interface Foto {
  escopo: Escopo
  dias: Map<number, EstadoDia>
  cartoes: Map<string, { ids: { funcionarioId: number; competenciaId: number }; estado: EstadoCartao }>
  maximos: Maximos
}

/** Recordings under way, by database: a month generated meanwhile is taken as it was generated, before the change. */
const emCurso = new WeakMap<Db, Foto>()

observarGeracao((db, funcionarioId, competenciaId) => {
  const foto = emCurso.get(db)
  if (!foto || !noEscopo(foto.escopo, funcionarioId)) return
  const gerados = estadosDosDias(db, (r) => r.funcionarioId === funcionarioId && r.competenciaId === competenciaId)
  for (const [id, dia] of gerados) if (!foto.dias.has(id)) foto.dias.set(id, dia)
})

const filas = new WeakMap<Db, Promise<unknown>>()

/** Runs the changes of a database one at a time, so one request's comparison never sees another's change. */
export function emFila<T>(db: Db, fazer: () => Promise<T>): Promise<T> {
  const vez = (filas.get(db) ?? Promise.resolve()).then(fazer)
  filas.set(db, vez.catch(() => undefined))
  return vez
}

export function fotografar(db: Db, escopo: Escopo, cartoes: readonly { funcionarioId: number; competenciaId: number }[] = []): Foto {
  return {
    escopo,
    dias: escopo !== 'todos' && escopo.size === 0 ? new Map() : estadosDosDias(db, (r) => noEscopo(escopo, r.funcionarioId)),
    cartoes: new Map(cartoes.map(({ funcionarioId, competenciaId }) => {
      const ids = { funcionarioId, competenciaId }
      return [chaveCartao(ids), { ids, estado: estadoDoCartao(db, ids) }]
    })),
    maximos: maximos(db),
  }
}

export interface Autor {
  username: string
  nome: string
}

export function autorDe(db: Db, user: AuthUser): Autor {
  return { username: user.username, nome: usuarioDe(db, user)?.name ?? user.name ?? user.username }
}

/** Who made a change and where it came from. */
interface Autoria {
  origem: OrigemAlteracao
  origemId: number | null
  autor: Autor
  tipo?: TipoAlteracao
}

const MSG_RELOGIO = 'Marcações do relógio não podem ser desfeitas (Portaria 671): desconsidere-as com um motivo.'
const MSG_BLOQUEIO = 'O bloqueio se desfaz pelo próprio botão de bloqueio do cartão.'
const MSG_FECHAMENTO = 'O fechamento se desfaz reabrindo a competência.'

/** Why the change of a day can never be undone by its entry (null: it can). */
function naoDesfazivelDia(r: Autoria, antes: EstadoDia, depois: EstadoDia, movidas: ReadonlyMap<number, Movida>): string | null {
  if (r.origem === 'SOLICITACAO') return `Alteração feita pela solicitação nº ${r.origemId ?? ''}: desfaça-a pela própria solicitação (estorno).`
  if (r.origem === 'MOVIMENTACAO_RH') return 'Alteração feita por uma movimentação do RH: desfaça-a excluindo ou reprocessando a movimentação.'
  const eram = new Set(antes.marcacoes.map((m) => m.id))
  const originalNova = depois.marcacoes.some((m) => m.tipoMarcacao === 'ORIGINAL' && !eram.has(m.id) && !movidas.has(m.id))
  return r.origem === 'RELOGIO' || r.origem === 'IMPORTACAO_AFD' || originalNova ? MSG_RELOGIO : null
}

function proximoId(db: Db): number {
  return (db.historico.at(-1)?.id ?? 0) + 1
}

type DadosDaEntrada = Omit<AlteracaoCartao, 'id' | 'em' | 'usuario' | 'origem' | 'origemId' | 'desfeitaPor' | 'desfaz' | 'vinculadas'>

function entrada(db: Db, r: Autoria, dados: DadosDaEntrada): AlteracaoCartao {
  const e: AlteracaoCartao = {
    id: proximoId(db), em: isoLocalDateTime(agora(db)), usuario: r.autor, origem: r.origem, origemId: r.origemId,
    desfeitaPor: null, desfaz: null, vinculadas: [], ...dados,
  }
  db.historico.push(e)
  return e
}

/** Punches that changed day in the request: from the day they were in to the day they are in. */
function movidasEntreDias(antes: ReadonlyMap<number, EstadoDia>, depois: ReadonlyMap<number, EstadoDia>): Map<number, Movida> {
  const diaDe = new Map<number, EstadoDia>()
  for (const dia of antes.values()) for (const m of dia.marcacoes) diaDe.set(m.id, dia)
  const movidas = new Map<number, Movida>()
  for (const dia of depois.values()) {
    for (const m of dia.marcacoes) {
      const de = diaDe.get(m.id)
      if (de && de.registroId !== dia.registroId) movidas.set(m.id, { de: de.data, para: dia.data })
    }
  }
  return movidas
}

function registrarDias(db: Db, foto: Foto, r: Autoria): AlteracaoCartao[] {
  if (foto.dias.size === 0 && foto.escopo !== 'todos' && foto.escopo.size === 0) return []
  const depois = estadosDosDias(db, (x) => noEscopo(foto.escopo, x.funcionarioId))
  const mudados: { antes: EstadoDia; depois: EstadoDia }[] = []
  for (const [id, agora] of depois) {
    const antes = foto.dias.get(id) ?? diaVazio(agora)
    if (mesmoDiaGravado(antes, agora) || assinatura(antes) === assinatura(agora)) continue
    if (!fundirNoSalvamento(db, { ...r, username: r.autor.username }, antes, agora)) mudados.push({ antes, depois: agora })
  }
  if (mudados.length === 0) return []
  const movidas = movidasEntreDias(foto.dias, depois)
  const entradas = mudados.map(({ antes, depois: agora }) => {
    const { tipo, texto } = descreverDia(db, antes, agora, movidas, r.tipo)
    return entrada(db, r, {
      funcionarioId: agora.funcionarioId, competenciaId: agora.competenciaId, data: agora.data, alcance: 'DIA', tipo, descricao: texto,
      antes: antes.registro ? resumoDoDia(db, antes) : null, depois: resumoDoDia(db, agora),
      estado: { alcance: 'DIA', antes, depois: agora }, naoDesfazivel: naoDesfazivelDia(r, antes, agora, movidas),
    })
  })
  vincularMovidas(entradas, movidas)
  return entradas
}

/** The days a punch left and reached are undone together. */
function vincularMovidas(entradas: AlteracaoCartao[], movidas: ReadonlyMap<number, Movida>): void {
  const tocadas = entradas.filter((e) => e.estado.alcance === 'DIA'
    && [...e.estado.antes.marcacoes, ...e.estado.depois.marcacoes].some((m) => movidas.has(m.id)))
  if (tocadas.length < 2) return
  for (const e of tocadas) e.vinculadas = tocadas.filter((x) => x !== e).map((x) => x.id)
}

function registrarCartoes(db: Db, foto: Foto, r: Autoria): AlteracaoCartao[] {
  const entradas: AlteracaoCartao[] = []
  for (const { ids, estado: antes } of foto.cartoes.values()) {
    const depois = estadoDoCartao(db, ids)
    const competencia = db.competencias.find((c) => c.id === ids.competenciaId)
    if (!competencia) continue
    const base = {
      funcionarioId: ids.funcionarioId, competenciaId: ids.competenciaId, data: competencia.inicio, alcance: 'CARTAO' as const,
      estado: { alcance: 'CARTAO' as const, antes, depois },
    }
    if (antes.observacao !== depois.observacao) {
      const descricao = depois.observacao === null
        ? 'Observação do cartão removida'
        : `Observação do cartão ${antes.observacao === null ? 'incluída' : 'alterada'}: "${depois.observacao}"`
      entradas.push(entrada(db, r, {
        ...base, tipo: 'OBSERVACAO', descricao, antes: resumoDoCartao(antes), depois: resumoDoCartao(depois), naoDesfazivel: null,
      }))
    }
    if (antes.bloqueado !== depois.bloqueado) {
      entradas.push(entrada(db, r, {
        ...base, tipo: depois.bloqueado ? 'BLOQUEIO' : 'DESBLOQUEIO',
        descricao: depois.bloqueado ? 'Cartão bloqueado para edição' : 'Cartão desbloqueado para edição',
        antes: null, depois: null, naoDesfazivel: MSG_BLOQUEIO,
      }))
    }
    if (antes.fechada !== depois.fechada) {
      entradas.push(entrada(db, r, {
        ...base, tipo: depois.fechada ? 'BLOQUEIO' : 'DESBLOQUEIO',
        descricao: depois.fechada
          ? `Competência ${competencia.descricaoCurta} fechada: o cartão não pode mais ser alterado`
          : `Competência ${competencia.descricaoCurta} reaberta`,
        antes: null, depois: null, naoDesfazivel: MSG_FECHAMENTO,
      }))
    }
  }
  return entradas
}

/** Compares the database with the copy taken before a change and records one entry per day (or card) changed. */
export function registrarMudancas(db: Db, foto: Foto, r: Autoria): AlteracaoCartao[] {
  return [...registrarDias(db, foto, r), ...registrarCartoes(db, foto, r)]
}

async function corpoJson(copia: Request): Promise<Record<string, unknown>> {
  if (!copia.headers.get('content-type')?.includes('json')) return {}
  try {
    const corpo: unknown = await copia.json()
    return corpo !== null && typeof corpo === 'object' && !Array.isArray(corpo) ? (corpo as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

interface Chamada {
  request: Request
  params: Readonly<Record<string, string | readonly string[] | undefined>>
}

/**
 * Runs the handler of a call of the contract; when the call changes cards (mock/historico/endpoints.ts), records what
 * it changed. Changes of one database run one at a time.
 */
export async function comHistorico<T>(chave: string, chamada: Chamada, executar: () => T | Promise<T>): Promise<T> {
  const alteracao = ALTERACOES_DO_CARTAO[chave]
  if (!alteracao) return executar()
  const { request } = chamada
  const db = dbFor(dbKey(request))
  return emFila(db, async () => {
    const user = await authUser(request)
    // One copy of the request: a JSON body is read here, a multipart one (an AFD) by the endpoint's reader.
    const copia = request.clone()
    const pedido: Pedido = {
      db, request: copia, params: chamada.params, query: new URL(request.url).searchParams, corpo: await corpoJson(copia), user,
    }
    const foto = fotografar(db, await alteracao.funcionarios(pedido), alteracao.cartoes?.(pedido))
    emCurso.set(db, foto)
    try {
      return await executar()
    } finally {
      emCurso.delete(db)
      registrarMudancas(db, foto, {
        origem: alteracao.origem,
        origemId: alteracao.origemId?.(pedido, foto.maximos, db) ?? null,
        autor: autorDe(db, user),
        tipo: alteracao.tipo?.(pedido),
      })
    }
  })
}

/** Lets the undo take the days it restores as they are, and record what it changed, as a call would. */
export function gravando<T>(db: Db, foto: Foto, fazer: () => T): T {
  emCurso.set(db, foto)
  try {
    return fazer()
  } finally {
    emCurso.delete(db)
  }
}
