import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { parseHora } from '../engine/index'
import { springError, validationError, type FieldError } from '../http/spring'
import { publicarAlteracao } from '../timecard/acesso'
import type { Marcacao } from '../db/index'
import { agora, comprovanteDe, registrarMarcacao } from './lib/relogio'
import { jsonBody, session } from './lib/session'
import { MSG_FUNCIONARIO_INEXISTENTE, MSG_FUNCIONARIO_OBRIGATORIO, MSG_FUNCIONARIO_SEM_PONTO, MSG_HORA_FUTURA, MSG_HORA_INVALIDA } from './relogio'

export const ENTIDADE_SIMULACAO = 'SimulacaoRelogio'

export const MSG_DATA_OBRIGATORIA = 'Informe a data'
export const MSG_DATA_INVALIDA = 'Data invalida'
export const MSG_HORARIOS_OBRIGATORIOS = 'Informe ao menos um horario'
export const MSG_COMPETENCIA_FECHADA = 'A competencia da data nao esta aberta.'

const DATA_ISO = /^\d{4}-\d{2}-\d{2}$/

/** The instant of 'HH:mm' on an ISO date, local time; null when not a valid time of day. */
function instante(data: string, hora: string): Date | null {
  if (!/^\d{2}:\d{2}$/.test(hora)) return null
  let minutos: number
  try {
    minutos = parseHora(hora)
  } catch {
    return null
  }
  if (minutos >= 24 * 60) return null
  const [ano, mes, dia] = data.split('-').map(Number) as [number, number, number]
  return new Date(ano, mes - 1, dia, Math.floor(minutos / 60), minutos % 60, 0, 0)
}

export const relogioSimuladorHandlers = [
  /**
   * The clock simulator: punches an employee's clock at chosen times of a date, as the web clock (REP-P) would have
   * registered them, each with its NSR and receipt. Body {funcionarioId, data: yyyy-MM-dd, horas: ['HH:mm', ...]}.
   * The date must lie in an open competence and no time may be after the clock's present minute.
   */
  http.post('/api/relogio/simulador', async ({ request }) => {
    const { db } = await session(request)
    const path = new URL(request.url).pathname
    const raw = await jsonBody(request)
    const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const errors: FieldError[] = []
    const id = body.funcionarioId
    const funcionario = typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? db.funcionarios.find((f) => f.id === Number(id)) : undefined
    if (id === null || id === undefined || id === '') errors.push({ property: 'funcionarioId', message: MSG_FUNCIONARIO_OBRIGATORIO, invalidValue: null })
    else if (!funcionario) errors.push({ property: 'funcionarioId', message: MSG_FUNCIONARIO_INEXISTENTE, invalidValue: id })
    else if (!funcionario.ativo || !funcionario.controlaPonto) errors.push({ property: 'funcionarioId', message: MSG_FUNCIONARIO_SEM_PONTO, invalidValue: id })
    const data = typeof body.data === 'string' ? body.data.trim() : ''
    if (data === '') errors.push({ property: 'data', message: MSG_DATA_OBRIGATORIA, invalidValue: body.data ?? null })
    else if (!DATA_ISO.test(data) || Number.isNaN(new Date(`${data}T12:00:00`).getTime())) errors.push({ property: 'data', message: MSG_DATA_INVALIDA, invalidValue: body.data })
    const horas = Array.isArray(body.horas) ? body.horas.map((h) => (typeof h === 'string' ? h.trim() : '')).filter((h) => h !== '') : []
    if (horas.length === 0) errors.push({ property: 'horas', message: MSG_HORARIOS_OBRIGATORIOS, invalidValue: body.horas ?? null })
    const limite = Math.floor(agora(db).getTime() / 60_000)
    const instantes: Date[] = []
    if (DATA_ISO.test(data)) {
      for (const hora of horas) {
        const i = instante(data, hora)
        if (!i) errors.push({ property: 'horas', message: MSG_HORA_INVALIDA, invalidValue: hora })
        else if (Math.floor(i.getTime() / 60_000) > limite) errors.push({ property: 'horas', message: MSG_HORA_FUTURA, invalidValue: hora })
        else instantes.push(i)
      }
    }
    if (errors.length > 0 || !funcionario) return validationError(ENTIDADE_SIMULACAO, errors)
    const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
    if (!competencia || competencia.situacao !== 'ABERTA' || competencia.fechada) return springError(400, MSG_COMPETENCIA_FECHADA, path)
    const marcacoes: Marcacao[] = []
    for (const i of instantes.sort((a, b) => a.getTime() - b.getTime())) {
      const m = registrarMarcacao(db, funcionario, i)
      if (m) marcacoes.push(m)
    }
    publicarAlteracao(request, { funcionarioId: funcionario.id, competenciaId: competencia.id })
    return HttpResponse.json({
      funcionario: { id: funcionario.id, nome: funcionario.nomeOrNomeSocial },
      competenciaId: competencia.id,
      marcacoes: marcacoes.map((m) => ({ id: m.id, data: m.data, hora: m.hora, nsr: m.nsr, comprovante: comprovanteDe(db, m) ?? null })),
    }, { status: 201 })
  }),
]
