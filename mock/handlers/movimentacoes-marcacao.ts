import { HttpResponse } from 'msw'
import { marcacoesConsultaSchema, movimentacaoMarcacaoCorpoSchema } from '@/shared/api/contract/endpoints/movimentacoes-marcacao'
import { http } from '../http/contrato'
import { objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import type { Db, IsoDate, Marcacao, MovimentacaoMarcacao } from '../db/index'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId } from '../db/queries'
import { created, notFound, page, pageRequest, sortBy, validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { podeVerCartao, publicarAlteracao } from '../timecard/acesso'
import { exigirEdicao } from '../timecard/edicao'
import { diaDestinoValido, moverMarcacao, MSG_DIA_DESTINO, ocupacao } from '../timecard/edicao/marcacoes'
import { registroDoDia } from '../timecard/edicao/tratamentos'
import { ensureMes } from '../timecard/generate'
import { fullTextHandler } from './lib/fulltext'
import { jsonBody, session } from './lib/session'

/**
 * /move-marcacao (front_move_marcacao, AUTH-080): an employee's punches of a period are listed, and the chosen ones
 * go, all at once, to another day of the same card. Each move follows the time card's drag-and-drop rules
 * (mock/timecard/edicao/marcacoes.ts: same competence, at most one day from the clock date, time order kept);
 * when one punch cannot go, nothing moves. Every bulk move is kept as a record listed at /move-marcacao.
 */
const ENTIDADE = 'MovimentacaoMarcacao'
export const MSG_MESMO_DIA = 'ja esta no dia de destino'
export const MSG_SEM_POSICAO = 'nao cabe no dia de destino sem deixar os horarios fora de ordem'


function movimentacoesDe(db: Db): MovimentacaoMarcacao[] {
  db.movimentacoesMarcacao ??= []
  return db.movimentacoesMarcacao
}

const ddmm = (iso: IsoDate) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`

function movimentacaoDto(m: MovimentacaoMarcacao, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === m.funcionarioId)
  return {
    id: m.id,
    dataHora: m.dataHora,
    usuario: m.usuario,
    funcionario: { id: m.funcionarioId, nome: funcionario?.nome ?? '' },
    dataDestino: m.dataDestino,
    quantidade: m.marcacoes.length,
    marcacoes: m.marcacoes,
  }
}

/** The employee's day registers of the period exist (the months are generated on first access). */
function gerarPeriodo(db: Db, funcionarioId: number, inicio: IsoDate, fim: IsoDate): void {
  for (const c of db.competencias) if (c.inicio <= fim && c.fim >= inicio) ensureMes(db, funcionarioId, c.id)
}

/** The punches shown for a move: those that count (not disregarded), by day register and position. */
function marcacoesDoPeriodo(db: Db, funcionarioId: number, inicio: IsoDate, fim: IsoDate) {
  const registros = db.registros
    .filter((r) => r.funcionarioId === funcionarioId && r.data >= inicio && r.data <= fim)
    .sort((a, b) => a.data.localeCompare(b.data))
  return registros.flatMap((r) =>
    [...ocupacao(db, r)]
      .sort(([a], [b]) => a - b)
      .map(([posicao, m]) => ({
        id: m.id, idRegistro: r.id, dataRegistro: r.data, data: m.data, hora: m.hora, tipoMarcacao: m.tipoMarcacao, posicao,
        idCompetencia: r.competenciaId,
      })),
  )
}

/** What a failed bulk move restores: every punch of the employee as it was. */
function fotografar(db: Db, funcionarioId: number): () => void {
  const antes = db.marcacoes.filter((m) => m.funcionarioId === funcionarioId).map((m) => [m, { ...m }] as const)
  return () => {
    for (const [m, copia] of antes) {
      for (const chave of Object.keys(m)) if (!(chave in copia)) delete (m as unknown as Record<string, unknown>)[chave]
      Object.assign(m, copia)
    }
  }
}

const rotulo = (m: Marcacao) => `Marcacao das ${m.hora} de ${ddmm(m.data)}`

export const movimentacaoMarcacaoHandlers = [
  /** The punches of one employee in a period (at most 31 days), for choosing what to move. */
  http.get('/api/movimentacoes-marcacao/marcacoes', async ({ request }) => {
    const s = await session(request)
    const periodo = lerCorpo(marcacoesConsultaSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(periodo)) return validationError(ENTIDADE, periodo)
    const funcionario = s.db.funcionarios.find((f) => f.id === periodo.funcionario)
    if (!funcionario || !podeVerCartao(s, funcionario)) return notFound()
    gerarPeriodo(s.db, funcionario.id, periodo.inicio, periodo.fim)
    return HttpResponse.json(marcacoesDoPeriodo(s.db, funcionario.id, periodo.inicio, periodo.fim))
  }),

  fullTextHandler({
    path: '/api/movimentacoes-marcacao/search/fulltext',
    rows: (s) => movimentacoesDe(s.db),
    dto: (m, s) => movimentacaoDto(m, s.db),
    text: (m) => [m.id, m.usuario, m.dataDestino, ddmm(m.dataDestino)],
    sort: [{ property: 'dataHora', direction: 'desc' }],
  }),

  /** The bulk moves done, newest first (a Spring page). */
  http.get('/api/movimentacoes-marcacao', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'dataHora', direction: 'desc' }] })
    return page(sortBy(movimentacoesDe(db).map((m) => movimentacaoDto(m, db)), pr.sort), pr)
  }),

  http.get('/api/movimentacoes-marcacao/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const m = movimentacoesDe(db).find((x) => String(x.id) === params.id)
    return m ? HttpResponse.json(movimentacaoDto(m, db)) : notFound()
  }),

  /**
   * Moves the chosen punches to the day `dataDestino` of the same card: the card's editing rules apply
   * (exigirEdicao: 403/409/400), then each punch, in clock order, takes the first free slot of the destination day
   * that keeps the day in time order (moverMarcacao). All or nothing: on the first refusal every punch is restored.
   */
  http.post('/api/movimentacoes-marcacao', async ({ request }) => {
    const s = await session(request)
    const pedido = lerCorpo(movimentacaoMarcacaoCorpoSchema, objeto(await jsonBody(request)))
    if (Array.isArray(pedido)) return validationError(ENTIDADE, pedido)
    const competencia = s.db.competencias.find((c) => c.inicio <= pedido.dataDestino && pedido.dataDestino <= c.fim)
    if (!competencia) return validationError(ENTIDADE, [{ property: 'dataDestino', message: MSG_DIA_DESTINO, invalidValue: pedido.dataDestino }])
    const ids = { funcionarioId: pedido.funcionarioId, competenciaId: competencia.id }
    const editavel = exigirEdicao(request, s, ids)
    if (editavel instanceof Response) return editavel
    const escolhidas = pedido.marcacaoIds.map((id) => s.db.marcacoes.find((m) => m.id === id))
    const origem = new Map<Marcacao, IsoDate>()
    for (const [i, m] of escolhidas.entries()) {
      const registro = m && s.db.registros.find((r) => r.id === m.registroId)
      if (!m || !registro || m.funcionarioId !== pedido.funcionarioId || m.desconsiderada) {
        return validationError(ENTIDADE, [{ property: 'marcacaoIds', message: 'marcacao nao encontrada', invalidValue: pedido.marcacaoIds[i] ?? null }])
      }
      origem.set(m, registro.data)
    }
    const destino = registroDoDia(s.db, ids, pedido.dataDestino, null)
    if (!destino) return notFound()
    const errors: FieldError[] = []
    for (const [m, dataOrigem] of origem) {
      const registro = s.db.registros.find((r) => r.id === m.registroId)
      if (m.registroId === destino.id) errors.push({ property: 'marcacaoIds', message: `${rotulo(m)} ${MSG_MESMO_DIA}`, invalidValue: m.id })
      else if (registro?.competenciaId !== competencia.id || !diaDestinoValido(m, destino)) {
        errors.push({ property: 'dataDestino', message: `${rotulo(m)} (dia ${ddmm(dataOrigem)}): ${MSG_DIA_DESTINO}`, invalidValue: pedido.dataDestino })
      }
    }
    if (errors.length > 0) return validationError(ENTIDADE, errors)

    const restaurar = fotografar(s.db, pedido.funcionarioId)
    const emOrdem = [...origem.keys()].sort((a, b) => a.dataHora.localeCompare(b.dataHora))
    for (const m of emOrdem) {
      let movida = false
      for (let posicao = 1; posicao <= 8 && !movida; posicao++) {
        if (ocupacao(s.db, destino).has(posicao)) continue
        movida = moverMarcacao(s.db, m, destino, posicao).length === 0
      }
      if (!movida) {
        const ocupado = ocupacao(s.db, destino).size >= 8
        restaurar()
        return validationError(ENTIDADE, [
          { property: 'marcacaoIds', message: `${rotulo(m)} ${ocupado ? 'nao cabe no dia de destino: todas as posicoes estao ocupadas' : MSG_SEM_POSICAO}`, invalidValue: m.id },
        ])
      }
    }
    const movimentacoes = movimentacoesDe(s.db)
    const registroMov: MovimentacaoMarcacao = {
      id: nextId(s.db, movimentacoes),
      dataHora: isoLocalDateTime(agora(s.db)),
      usuario: s.user.name ?? s.user.username,
      funcionarioId: pedido.funcionarioId,
      dataDestino: pedido.dataDestino,
      marcacoes: emOrdem.map((m) => ({ marcacaoId: m.id, data: m.data, hora: m.hora, dataOrigem: origem.get(m) ?? m.data })),
    }
    movimentacoes.push(registroMov)
    publicarAlteracao(request, ids)
    return created(movimentacaoDto(registroMov, s.db))
  }),
]
