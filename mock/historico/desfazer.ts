import type { AlteracaoCartao as AlteracaoCartaoDto } from '@/shared/api/contract/endpoints/historico'
import type { AlteracaoCartao, Db, EstadoCartao, EstadoDia, Marcacao, Tratamento } from '../db/index'
import { nextId } from '../db/queries'
import { hasRole } from '../http/auth'
import { PERMISSAO, estaBloqueado, localizar, type IdsCartao } from '../timecard/acesso'
import { EDICAO } from '../timecard/edicao'
import type { Session } from '../timecard/sessao'
import { assinatura, estadoDoCartao, estadosDosDias, SEM_REGISTRO } from './estado'
import { fotografar, gravando, registrarMudancas, type Autor } from './gravador'

/**
 * Undoing a change of the history by the compensating change: the days (or the card's notes line) go back to how the
 * change found them. ORIGINAL punches are never deleted (Portaria 671): an undo only reconsiders or disregards them.
 */

export const MSG_SEM_PERMISSAO = 'Você não pode alterar este cartão ponto.'
export const MSG_JA_DESFEITA = 'Esta alteração já foi desfeita.'
export const MSG_BLOQUEADO = 'O cartão ponto está bloqueado para edição: desbloqueie-o para desfazer a alteração.'
export const MSG_INATIVO = 'Funcionário inativo ou que não controla ponto: o cartão ponto não pode ser alterado.'
export const MSG_DIA_ALTERADO_DEPOIS = 'O dia foi alterado depois desta alteração: só a última alteração de um dia pode ser desfeita.'
export const MSG_CARTAO_ALTERADO_DEPOIS = 'A observação do cartão foi alterada depois desta alteração: só a última pode ser desfeita.'
export const msgCompetenciaFechada = (competencia: string) => `A competência ${competencia} está fechada: a alteração não pode ser desfeita.`

export interface Recusa {
  status: 403 | 409
  mensagem: string
}

/** Whether the user may change the employee's card (the role part of the editing rules, TC-195..TC-201). */
export function podeAlterar(s: Session, funcionarioId: number): boolean {
  const proprio = s.funcionario?.id === funcionarioId
  return hasRole(s.user, PERMISSAO.editar) && !hasRole(s.user, EDICAO.negar) && (!proprio || hasRole(s.user, EDICAO.propria))
}

/** What a card's entries are checked against: its days as they are now and the latest entry of each day. */
export interface SituacaoCartao {
  dias: Map<number, EstadoDia>
  cartao: EstadoCartao
  /**
   * The entries of each day (by register id) and of the card's notes line ('observacao') that may be undone as the
   * latest: the latest one, and the one before a run of changes each undone since (an undone change and its undo cancel
   * out, so a punch included and then put in order can be undone after its ordering).
   */
  ultimas: Map<number | 'observacao', Set<number>>
}

export function situacaoDoCartao(db: Db, ids: IdsCartao): SituacaoCartao {
  const pilhas = new Map<number | 'observacao', number[]>()
  const ultima = new Map<number | 'observacao', number>()
  for (const e of db.historico) {
    if (e.funcionarioId !== ids.funcionarioId || e.competenciaId !== ids.competenciaId) continue
    const chave = e.estado.alcance === 'DIA' ? e.estado.depois.registroId : e.tipo === 'OBSERVACAO' ? 'observacao' : null
    if (chave === null) continue
    const pilha = pilhas.get(chave) ?? []
    if (e.desfaz !== null && pilha.at(-1) === e.desfaz) pilha.pop()
    else pilha.push(e.id)
    pilhas.set(chave, pilha)
    ultima.set(chave, e.id)
  }
  const ultimas = new Map([...ultima].map(([chave, id]) => {
    const topo = pilhas.get(chave)?.at(-1)
    return [chave, new Set(topo === undefined ? [id] : [id, topo])] as const
  }))
  return {
    dias: estadosDosDias(db, (r) => r.funcionarioId === ids.funcionarioId && r.competenciaId === ids.competenciaId),
    cartao: estadoDoCartao(db, ids),
    ultimas,
  }
}

/** The entry and those that must be undone with it (the other day of a punch moved between days). */
export function grupoDe(db: Db, e: AlteracaoCartao): AlteracaoCartao[] {
  const vinculadas = e.vinculadas.flatMap((id) => db.historico.filter((x) => x.id === id))
  return [e, ...vinculadas]
}

/** Whether each entry is still the latest of its day, and the day still as it left it. */
function continuaAtual(e: AlteracaoCartao, situacao: SituacaoCartao): boolean {
  if (e.estado.alcance === 'CARTAO') {
    return (situacao.ultimas.get('observacao')?.has(e.id) ?? false) && situacao.cartao.observacao === e.estado.depois.observacao
  }
  const { registroId } = e.estado.depois
  const agora = situacao.dias.get(registroId)
  return (situacao.ultimas.get(registroId)?.has(e.id) ?? false) && agora !== undefined && assinatura(agora) === assinatura(e.estado.depois)
}

/**
 * Why the user cannot undo the entry now (null: they can): no right to change the card (403), then undone already,
 * never undoable, locked card, closed competence, inactive employee, or the day changed since (409).
 */
export function recusaDoDesfazer(s: Session, e: AlteracaoCartao, situacao: SituacaoCartao): Recusa | null {
  const { db } = s
  const conflito = (mensagem: string): Recusa => ({ status: 409, mensagem })
  if (!podeAlterar(s, e.funcionarioId)) return { status: 403, mensagem: MSG_SEM_PERMISSAO }
  if (e.desfeitaPor !== null) return conflito(MSG_JA_DESFEITA)
  if (e.naoDesfazivel) return conflito(e.naoDesfazivel)
  if (estaBloqueado(db, e.funcionarioId, e.competenciaId)) return conflito(MSG_BLOQUEADO)
  const cartao = localizar(db, e)
  if (!cartao) return conflito(MSG_DIA_ALTERADO_DEPOIS)
  const { competencia, funcionario } = cartao
  if (competencia.fechada || competencia.situacao !== 'ABERTA') return conflito(msgCompetenciaFechada(competencia.descricaoCurta))
  if (!funcionario.ativo || !funcionario.controlaPonto) return conflito(MSG_INATIVO)
  const grupo = grupoDe(db, e)
  if (grupo.some((x) => x.desfeitaPor !== null)) return conflito(MSG_JA_DESFEITA)
  if (!grupo.every((x) => continuaAtual(x, situacao))) {
    return conflito(e.estado.alcance === 'CARTAO' ? MSG_CARTAO_ALTERADO_DEPOIS : MSG_DIA_ALTERADO_DEPOIS)
  }
  return null
}

/** An id for a row put back: its own, unless another row took it meanwhile. */
function idDeVolta(db: Db, linhas: readonly { id: number }[], id: number): number {
  return linhas.some((l) => l.id === id) ? nextId(db, linhas) : id
}

/** Puts the stored values of a row back on the live one (fields it did not have go). */
function restaurarCampos<T extends object>(vivo: T, copia: T): void {
  for (const k of Object.keys(vivo)) if (!(k in copia)) delete (vivo as Record<string, unknown>)[k]
  Object.assign(vivo, copia)
}

/**
 * Puts a table's rows of the given days back as they were: rows the change added go (when `pode`), rows it changed
 * or removed come back. Only rows of those days are touched (an id freed by a removal may be another day's now).
 */
function restaurarLinhas<T extends { id: number; registroId: number }>(
  db: Db, tabela: T[], dias: ReadonlySet<number>, antes: readonly T[], depois: readonly T[], pode: (linha: T) => boolean,
): void {
  const eram = new Set(antes.map((l) => l.id))
  const novas = new Set(depois.filter((l) => !eram.has(l.id)).map((l) => l.id))
  const doGrupo = (l: T) => dias.has(l.registroId)
  for (let i = tabela.length - 1; i >= 0; i--) {
    const linha = tabela[i]
    if (linha && doGrupo(linha) && novas.has(linha.id) && pode(linha)) tabela.splice(i, 1)
  }
  for (const copia of antes) {
    const viva = tabela.find((l) => l.id === copia.id && doGrupo(l))
    if (viva) restaurarCampos(viva, { ...copia })
    else tabela.push({ ...copia, id: idDeVolta(db, tabela, copia.id) })
  }
}

/** The compensating change of day entries: each day back to its state before them. An ORIGINAL punch is never deleted. */
function desfazerDias(db: Db, grupo: readonly AlteracaoCartao[]): void {
  const dias = grupo.flatMap((e) => (e.estado.alcance === 'DIA' ? [e.estado] : []))
  const registros = new Set(dias.map((d) => d.antes.registroId))
  const marcacoes = (lado: 'antes' | 'depois') => dias.flatMap((d) => d[lado].marcacoes)
  const tratamentos = (lado: 'antes' | 'depois') => dias.flatMap((d) => d[lado].tratamentos)
  restaurarLinhas<Marcacao>(db, db.marcacoes, registros, marcacoes('antes'), marcacoes('depois'), (m) => m.tipoMarcacao !== 'ORIGINAL')
  restaurarLinhas<Tratamento>(db, db.tratamentos, registros, tratamentos('antes'), tratamentos('depois'), () => true)
  for (const { antes } of dias) {
    const registro = db.registros.find((r) => r.id === antes.registroId)
    if (registro) Object.assign(registro, antes.registro ?? SEM_REGISTRO)
  }
}

/** The compensating change of the card's notes line: the text it had before. */
function desfazerObservacao(db: Db, e: AlteracaoCartao): void {
  if (e.estado.alcance !== 'CARTAO') return
  const texto = e.estado.antes.observacao
  const i = db.observacoes.findIndex((o) => o.funcionarioId === e.funcionarioId && o.competenciaId === e.competenciaId)
  const atual = db.observacoes[i]
  if (texto === null) {
    if (i >= 0) db.observacoes.splice(i, 1)
  } else if (atual) atual.observacao = texto
  else db.observacoes.push({ id: nextId(db, db.observacoes), funcionarioId: e.funcionarioId, competenciaId: e.competenciaId, observacao: texto })
}

/** What an entry changed: a day (its register id) or the card as a whole. */
const alvoDe = (e: AlteracaoCartao) => (e.estado.alcance === 'DIA' ? e.estado.depois.registroId : 'cartao')

/**
 * Undoes an entry (and those undone with it) by the compensating change, recorded as DESFAZER entries: answers the
 * one that undid `e` (undefined when the day already was as before it).
 */
export function desfazerAlteracao(db: Db, autor: Autor, e: AlteracaoCartao): AlteracaoCartao | undefined {
  const grupo = grupoDe(db, e)
  const ids = { funcionarioId: e.funcionarioId, competenciaId: e.competenciaId }
  const foto = e.alcance === 'CARTAO' ? fotografar(db, new Set(), [ids]) : fotografar(db, new Set([e.funcionarioId]))
  gravando(db, foto, () => (e.alcance === 'CARTAO' ? desfazerObservacao(db, e) : desfazerDias(db, grupo)))
  const novas = registrarMudancas(db, foto, { origem: 'DESFAZER', origemId: e.id, autor })
  for (const nova of novas) {
    const desfeita = grupo.find((x) => alvoDe(x) === alvoDe(nova)) ?? e
    nova.desfaz = desfeita.id
    nova.descricao = `Alteração desfeita: ${desfeita.descricao}`
    desfeita.desfeitaPor ??= nova.id
  }
  return novas.find((n) => n.desfaz === e.id)
}

/** The entry as the API gives it, with whether the user may undo it now. */
export function alteracaoDto(e: AlteracaoCartao, recusa: Recusa | null): AlteracaoCartaoDto {
  const { id, funcionarioId, competenciaId, data, alcance, em, usuario, origem, origemId, tipo, descricao, antes, depois, desfeitaPor, desfaz } = e
  return {
    id, funcionarioId, competenciaId, data, alcance, em, usuario, origem, origemId, tipo, descricao, antes, depois, desfeitaPor, desfaz,
    desfazivel: recusa === null, motivoNaoDesfazivel: recusa?.mensagem ?? null,
  }
}
