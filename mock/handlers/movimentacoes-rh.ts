import { type HttpHandler } from 'msw'
import { MAX_DIAS_COMPETENCIA, periodoCabeNaCompetencia } from '@/shared/api/contract/endpoints/competencias'
import { http } from '../http/contrato'
import { nextId } from '../db/queries'
import type { Competencia, Db, IsoDate, MovimentacaoRH } from '../db/index'
import { noContent, notFound, springError, validationError } from '../http/spring'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { eachDay, overlaps } from '../timecard/calendar'
import { contexto, diaDoFuncionario, feriadoSemJornada, foraDoControle, movimentoDoDia } from '../timecard/contexto'
import { exigirEdicao } from '../timecard/edicao'
import { registroDoDia, removerOnde } from '../timecard/edicao/tratamentos'
import { ensureMes } from '../timecard/generate'
import { temJornada } from '../timecard/schedule'
import { session, type Session } from './lib/session'

/** Roles of the HR movement calls (doc1 §4, §6). */
export const MOVIMENTACAO_RH = {
  excluir: 'front_manutencao_movimentacaorh_excluir',
  reprocessar: 'front_manutencao_movimentacaorh_reprocessar',
} as const

export const MSG_FORA_DAS_COMPETENCIAS = 'A movimentação não cobre nenhuma competência cadastrada.'

function aberta(c: Competencia): boolean {
  return c.situacao === 'ABERTA' && !c.fechada
}

/** The movement's days in a competence, as a period (the movement may be open-ended). */
function periodoNaCompetencia(m: MovimentacaoRH, c: Competencia): { inicio: IsoDate; fim: IsoDate } {
  return { inicio: m.dataInicio > c.inicio ? m.dataInicio : c.inicio, fim: m.dataFim !== null && m.dataFim < c.fim ? m.dataFim : c.fim }
}

/**
 * A card's days are listed one by one, so they must fit in one competence first: a competence stored before its
 * period was limited (REG-043) may span centuries, and listing them would hold the server before ensureMes refuses it.
 */
function periodoLongo(m: MovimentacaoRH, c: Competencia, { inicio, fim }: { inicio: IsoDate; fim: IsoDate }): Response | null {
  if (periodoCabeNaCompetencia(inicio, fim)) return null
  const nome = `${String(c.mes).padStart(2, '0')}/${c.ano}`
  return validationError('MovimentacaoRH', [
    {
      property: 'dataFim',
      message: `O período da movimentação na competência ${nome} passa de ${MAX_DIAS_COMPETENCIA} dias: corrija o início e o fim no cadastro de competências.`,
      invalidValue: m.dataFim,
    },
  ])
}

/** A card the call changes: its ids and the movement's days in it. */
interface CartaoTocado {
  ids: IdsCartao
  dias: readonly IsoDate[]
}

/**
 * The cards a movement call changes: the open competences the movement covers (closed months keep their
 * justifications). Each must pass the editing rules; without an open one, the last covered card answers why not.
 */
function cartoesTocados(request: Request, s: Session, m: MovimentacaoRH): CartaoTocado[] | Response {
  const cobertas = s.db.competencias
    .filter((c) => overlaps(m.dataInicio, m.dataFim, c.inicio, c.fim))
    .sort((a, b) => a.inicio.localeCompare(b.inicio))
  if (cobertas.length === 0) return springError(400, MSG_FORA_DAS_COMPETENCIAS, new URL(request.url).pathname)
  const abertas = cobertas.filter(aberta)
  const alvos = abertas.length > 0 ? abertas : cobertas.slice(-1)
  const cartoes: CartaoTocado[] = []
  for (const c of alvos) {
    const ids = { funcionarioId: m.funcionarioId, competenciaId: c.id }
    const editavel = exigirEdicao(request, s, ids)
    if (editavel instanceof Response) return editavel
    const periodo = periodoNaCompetencia(m, c)
    const recusa = periodoLongo(m, c, periodo)
    if (recusa) return recusa
    cartoes.push({ ids, dias: eachDay(periodo.inicio, periodo.fim) })
  }
  return cartoes
}

/** The movement of the path and the cards it touches, once the editing rules allow changing them. */
function movimentacaoEditavel(request: Request, s: Session, id: unknown): { m: MovimentacaoRH; cartoes: CartaoTocado[] } | Response {
  const m = s.db.movimentacoesRH.find((x) => String(x.id) === id)
  if (!m) return notFound()
  const cartoes = cartoesTocados(request, s, m)
  if (cartoes instanceof Response) return cartoes
  // The months are generated while the movement still excuses them (no punches on the days it covers).
  for (const { ids } of cartoes) ensureMes(s.db, ids.funcionarioId, ids.competenciaId)
  return { m, cartoes }
}

/** Removes the movement's justifications on the given days of a card. */
function removerJustificativas(db: Db, m: MovimentacaoRH, { ids, dias }: CartaoTocado): void {
  const registros = new Set(
    db.registros
      .filter((r) => r.funcionarioId === ids.funcionarioId && r.competenciaId === ids.competenciaId && dias.includes(r.data))
      .map((r) => r.id),
  )
  removerOnde(db, (t) => t.movimentacaoId === m.id && registros.has(t.registroId))
}

/** Creates the movement's justification (ABONO with its reason) on each workday it covers, as the seed does. */
function criarJustificativas(db: Db, m: MovimentacaoRH, { ids, dias }: CartaoTocado): void {
  if (m.motivoId === null) return
  const funcionario = db.funcionarios.find((f) => f.id === m.funcionarioId)
  if (!funcionario) return
  const ctx = contexto(db, funcionario)
  for (const data of dias) {
    if (foraDoControle(ctx, data) || movimentoDoDia(ctx, data)?.id !== m.id) continue
    const dia = diaDoFuncionario(ctx, data)
    if (!dia || !temJornada(dia) || feriadoSemJornada(ctx, data, dia)) continue
    const registro = registroDoDia(db, ids, data, null)
    if (!registro) continue
    db.tratamentos.push({
      id: nextId(db, db.tratamentos), registroId: registro.id, tipoJustificativa: 'ABONO', ocorrencia: 'A', horas: null,
      motivoId: m.motivoId, bancoDiasId: null, observacao: m.movimentacao, solicitacaoId: null, acaoLoteId: null, movimentacaoId: m.id,
    })
  }
}

/** Write calls of the time card: HR movements (TC-142..145). */
export const movimentacaoRhHandlers: HttpHandler[] = [
  /**
   * TC-142, TC-143: removes the justifications the movement created on the days of the open competences it covers;
   * those days are no longer excused by it until it is reprocessed. The movement itself stays (it comes from payroll).
   */
  http.delete('/api/movimentacaorh/:id', async ({ request, params }) => {
    const s = await session(request)
    const alvo = movimentacaoEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    const { m, cartoes } = alvo
    const removidos = new Set(m.diasRemovidos ?? [])
    for (const cartao of cartoes) {
      removerJustificativas(s.db, m, cartao)
      for (const data of cartao.dias) removidos.add(data)
    }
    m.diasRemovidos = [...removidos].sort()
    for (const { ids } of cartoes) publicarAlteracao(request, ids)
    return noContent()
  }),

  /** TC-144, TC-145: the movement excuses its days again and its justifications are created anew. */
  http.post('/api/movimentacaorh/:id/reprocessar', async ({ request, params }) => {
    const s = await session(request)
    const alvo = movimentacaoEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    const { m, cartoes } = alvo
    const reprocessados = new Set(cartoes.flatMap((c) => c.dias))
    const restantes = (m.diasRemovidos ?? []).filter((d) => !reprocessados.has(d))
    if (restantes.length > 0) m.diasRemovidos = restantes
    else delete m.diasRemovidos
    for (const cartao of cartoes) {
      removerJustificativas(s.db, m, cartao)
      criarJustificativas(s.db, m, cartao)
      publicarAlteracao(request, cartao.ids)
    }
    return noContent()
  }),
]
