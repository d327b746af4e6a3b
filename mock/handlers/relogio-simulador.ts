import { HttpResponse } from 'msw'
import { simuladorCorpoSchema } from '@/shared/api/contract/endpoints/relogio'
import { http } from '../http/contrato'
import { parseHora } from '../engine/index'
import { emOrdem, lerCampos, objeto } from '../http/campos'
import { springError, validationError } from '../http/spring'
import { publicarAlteracao } from '../timecard/acesso'
import type { Marcacao } from '../db/index'
import { agora, comprovanteDe, funcionarioDoRelogio, MSG_HORA_FUTURA, registrarMarcacao } from '../timecard/relogio'
import { jsonBody, session } from './lib/session'

export const ENTIDADE_SIMULACAO = 'SimulacaoRelogio'

export const MSG_COMPETENCIA_FECHADA = 'A competencia da data nao esta aberta.'

/** The instant of 'HH:mm' (a time of day: the contract's) on an ISO date, local time. */
function instante(data: string, hora: string): Date {
  const minutos = parseHora(hora)
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
    const body = objeto(await jsonBody(request))
    const { dados, erros } = lerCampos(simuladorCorpoSchema.shape, body)
    const funcionario = funcionarioDoRelogio(db, dados.funcionarioId ?? undefined, body, erros)
    const { data, horas } = dados
    const limite = Math.floor(agora(db).getTime() / 60_000)
    const instantes = data && horas ? horas.map((hora) => instante(data, hora)) : []
    for (const [i, momento] of instantes.entries()) {
      if (Math.floor(momento.getTime() / 60_000) > limite) erros.push({ property: 'horas', message: MSG_HORA_FUTURA, invalidValue: horas?.[i] })
    }
    if (erros.length > 0 || !funcionario || !data) return validationError(ENTIDADE_SIMULACAO, emOrdem(simuladorCorpoSchema.shape, erros))
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
