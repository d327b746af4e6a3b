import { HttpResponse } from 'msw'
import { registrarAdminCorpoSchema } from '@/shared/api/contract/endpoints/relogio'
import { http } from '../http/contrato'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import { isoDate, isoLocalDateTime } from '../db/lib/dates'
import { hasRole } from '../http/auth'
import { muitosPedidos, notFound, springError, springErrorBody, validationError } from '../http/spring'
import { pdfResponse } from '../pdf/resposta'
import { escreverComprovante, nomeDoComprovante } from '../pdf/comprovante'
import { publicarAlteracao } from '../timecard/acesso'
import type { Db, Marcacao } from '../db/index'
import {
  agora, comprovanteDe, comprovantesDo, funcionarioDoRelogio, instanteDeHoje, marcacoesDoDia, MSG_HORA_FUTURA, MSG_NAO_PERMITIDO, MSG_SEM_COMPETENCIA,
  permiteBaterPonto, registrarMarcacao, REP_P,
} from '../timecard/relogio'
import { jsonBody, session } from './lib/session'

/** Administrative clock-in (CLOCK-002): the administrator realm role on top of front_relogio (docs/decisions.md). */
export const ROLE_RELOGIO_ADMIN = 'administrador'
export const ENTIDADE_MARCACAO = 'Marcacao'

export const MSG_MARCACAO_REPETIDA = 'Você registrou o ponto há menos de um minuto. Deseja registrar novamente?'

/** Below this gap from the employee's last punch, a clock-in asks for confirmation (docs/api-extensions.md). */
export const INTERVALO_MINIMO_MS = 60_000
/** Punches within one such gap: the punch and its confirmed repetition; a third is refused (docs/decisions.md). */
export const MAX_MARCACOES_NO_INTERVALO = 2
/** Web-clock punches of one employee in one day (12 pairs); HR includes any others on the card. */
export const MAX_MARCACOES_DO_DIA = 24
export const MSG_MARCACOES_SEGUIDAS = 'Você já registrou o ponto duas vezes no último minuto. Aguarde um minuto para registrar de novo.'
export const MSG_LIMITE_DO_DIA = `O relógio web aceita até ${MAX_MARCACOES_DO_DIA} marcações por dia. Para incluir outra, procure o RH.`

function competenciaDe(db: Db, data: string) {
  return db.competencias.find((c) => c.inicio <= data && data <= c.fim)
}

/** The answer of both clock-in calls: the punch and its receipt. */
function registrado(request: Request, db: Db, marcacao: Marcacao) {
  const competencia = competenciaDe(db, marcacao.data)
  if (competencia) publicarAlteracao(request, { funcionarioId: marcacao.funcionarioId, competenciaId: competencia.id })
  return HttpResponse.json({
    marcacao: { id: marcacao.id, data: marcacao.data, hora: marcacao.hora, tipoMarcacao: marcacao.tipoMarcacao },
    competenciaId: competencia?.id ?? null,
    comprovante: comprovanteDe(db, marcacao),
  })
}

/** The employee's punches (any origin, not disregarded) less than a minute before `instante`, the latest first. */
function marcacoesRecentes(db: Db, funcionarioId: number, instante: Date): Marcacao[] {
  const agoraIso = isoLocalDateTime(instante)
  const limite = isoLocalDateTime(new Date(instante.getTime() - INTERVALO_MINIMO_MS))
  return db.marcacoes
    .filter((m) => m.funcionarioId === funcionarioId && !m.desconsiderada && limite < m.dataHora && m.dataHora <= agoraIso)
    .sort((a, b) => b.dataHora.localeCompare(a.dataHora))
}

/** 409 in Spring's error shape plus the time of the punch it repeats. */
function marcacaoRepetida(path: string, ultima: Marcacao) {
  return HttpResponse.json(
    { ...springErrorBody(409, MSG_MARCACAO_REPETIDA, path), ultimaMarcacao: ultima.dataHora.slice(11, 19) },
    { status: 409 },
  )
}

export const relogioHandlers = [
  /**
   * The clock screen's state: the server's present instant (the clock shows it), whether the user may clock in,
   * their employee and today's punches so far.
   */
  http.get('/api/relogio/hoje', async ({ request }) => {
    const { db, user, funcionario } = await session(request)
    const instante = agora(db)
    const permite = permiteBaterPonto(db, user, funcionario)
    return HttpResponse.json({
      agora: isoLocalDateTime(instante),
      permiteBaterPonto: permite,
      funcionario: funcionario ? { id: funcionario.id, nome: funcionario.nomeOrNomeSocial } : null,
      marcacoes: funcionario ? marcacoesDoDia(db, funcionario.id, isoDate(instante)) : [],
    })
  }),

  /**
   * CLOCK-001: the logged-in employee clocks in now; an ORIGINAL punch of the web clock with its receipt. A punch
   * less than a minute after the previous one answers 409 unless `?confirmar=true` (then both are kept); a third in
   * that minute, or one over the day's web-clock limit, answers 429.
   */
  http.post('/api/relogio/registrar', async ({ request }) => {
    const { db, user, funcionario } = await session(request)
    const url = new URL(request.url)
    const path = url.pathname
    if (!permiteBaterPonto(db, user, funcionario)) return springError(400, MSG_NAO_PERMITIDO, path)
    const instante = agora(db)
    const recentes = marcacoesRecentes(db, funcionario.id, instante)
    if (recentes.length >= MAX_MARCACOES_NO_INTERVALO) return muitosPedidos(MSG_MARCACOES_SEGUIDAS, path)
    if (recentes[0] && url.searchParams.get('confirmar') !== 'true') return marcacaoRepetida(path, recentes[0])
    const doDia = db.marcacoes.filter((m) => m.funcionarioId === funcionario.id && m.equipamento === REP_P && m.data === isoDate(instante))
    if (doDia.length >= MAX_MARCACOES_DO_DIA) return muitosPedidos(MSG_LIMITE_DO_DIA, path)
    const marcacao = registrarMarcacao(db, funcionario, instante)
    return marcacao ? registrado(request, db, marcacao) : springError(400, MSG_SEM_COMPETENCIA, path)
  }),

  /**
   * CLOCK-002: an administrator registers a punch of today for an employee. Body: funcionarioId, hora ('HH:mm',
   * not after the present minute). Spring validation errors on the fields.
   */
  http.post('/api/relogio/registrar-admin', async ({ request }) => {
    const s = await session(request)
    if (!hasRole(s.user, ROLE_RELOGIO_ADMIN)) return springError(403, 'Access Denied', new URL(request.url).pathname)
    const body = objeto(await jsonBody(request))
    const { dados, erros } = lerCampos(registrarAdminCorpoSchema.shape, body)
    const funcionario = funcionarioDoRelogio(s.db, dados.funcionarioId ?? undefined, body, erros)
    const instante = dados.hora ? instanteDeHoje(s.db, dados.hora) : null
    if (instante === 'futuro') erros.push({ property: 'hora', message: MSG_HORA_FUTURA, invalidValue: body.hora })
    if (erros.length > 0 || !funcionario || !(instante instanceof Date)) return validationError(ENTIDADE_MARCACAO, emOrdem(registrarAdminCorpoSchema.shape, erros))
    const marcacao = registrarMarcacao(s.db, funcionario, instante)
    return marcacao ? registrado(request, s.db, marcacao) : springError(400, MSG_SEM_COMPETENCIA, new URL(request.url).pathname)
  }),

  /** CLOCK-004: the logged-in user's own receipts (no role; an account without employee has none). */
  http.get('/api/comprovantes-marcacao', async ({ request }) => {
    const { db, funcionario } = await session(request)
    return HttpResponse.json(funcionario ? comprovantesDo(db, funcionario.id) : [])
  }),

  /** CLOCK-004: a receipt's PDF; only its employee's (an administrator's too): 404 otherwise. */
  http.get('/api/comprovantes-marcacao/:id/pdf', async ({ request, params }) => {
    const { db, user, funcionario } = await session(request)
    const marcacao = db.marcacoes.find((m) => String(m.id) === params.id && m.equipamento === REP_P)
    const proprio = marcacao !== undefined && marcacao.funcionarioId === funcionario?.id
    if (!marcacao || !(proprio || hasRole(user, ROLE_RELOGIO_ADMIN))) return notFound()
    const comprovante = comprovanteDe(db, marcacao)
    if (!comprovante) return notFound()
    return pdfResponse(await escreverComprovante(comprovante), nomeDoComprovante(comprovante))
  }),
]
