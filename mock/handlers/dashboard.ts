import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { escopoDe } from '../timecard/escopo'
import { indicadoresDoPainel } from './lib/indicadores-cache'
import { session } from './lib/session'


export const dashboardHandlers = [
  /**
   * DASH-001..008: every indicator series of the last six competences over the employees the user sees (a
   * responsible user: those of their departments and work places), computed like the time cards, once per
   * database version.
   */
  http.get('/api/dashboard/indicadores', async ({ request }) => {
    const { db, user, usuario } = await session(request)
    return HttpResponse.json(indicadoresDoPainel(db, escopoDe(db, user, usuario)))
  }),
]
