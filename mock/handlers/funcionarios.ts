import { http, HttpResponse } from 'msw'
import { hasRole } from '../http/auth'
import { session } from './lib/session'

export const funcionarioHandlers = [
  /** CLOCK-003: an active, time-controlling employee using the digital clock, holding front_relogio. */
  http.get('/api/funcionarios/permite-bater-ponto', async ({ request }) => {
    const { user, db, funcionario } = await session(request)
    const permite = db.config.permiteBaterPonto && hasRole(user, 'front_relogio') && funcionario !== undefined
      && funcionario.ativo && funcionario.controlaPonto && funcionario.utilizaRelogioDigital
    return HttpResponse.json(permite)
  }),
]
