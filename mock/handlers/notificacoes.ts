import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import { hoje, vigente } from '../db/queries'
import type { Funcionario, Notificacao } from '../db/index'
import { noContent, notFound } from '../http/spring'
import { escopoDe } from '../timecard/escopo'
import { forbidden, session } from './lib/session'

interface Computada {
  name: string
  descricao: string
  route: string
  conta: (f: Funcionario, data: string) => boolean
}

/** Items computed from the employees (HOME-020/021); the client drops those with total 0 (HOME-019). */
const COMPUTADAS: Computada[] = [
  {
    name: 'semQuadroHoras',
    descricao: 'Funcionários sem quadro de horário',
    route: '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true',
    conta: (f, data) => vigente(f.quadrosHorario, data) === undefined,
  },
  {
    name: 'semMatricula',
    descricao: 'Funcionários sem matrícula',
    route: '/funcionario?semMatricula=true&ativo=true&controlaPonto=true',
    conta: (f) => !f.matricula,
  },
]

/** System notifications are for the administrators and HR. */
const LEITORES = ['administrador', 'rh']

const lidaPor = (n: Notificacao, usuario: string) => n.lida || (n.lidaPor?.includes(usuario) ?? false)
function marcarLida(n: Notificacao, usuario: string): void {
  if (!lidaPor(n, usuario)) (n.lidaPor ??= []).push(usuario)
}

function notificacaoDto(n: Notificacao) {
  return {
    id: n.id, name: n.name, total: 1, tipo: n.tipo, descricao: n.descricao, text: n.text,
    className: n.className, dataHora: n.dataHora, stackTrace: n.stackTrace,
  }
}

export const notificacaoHandlers = [
  http.get('/api/funcionarios/notificacoes', async ({ request }) => {
    const { db, user, usuario } = await session(request)
    const data = hoje(db)
    const escopo = escopoDe(db, user, usuario)
    const podeVer = hasRole(user, 'front_funcionario_visualizar')
    const alvo = db.funcionarios.filter((f) => podeVer && f.ativo && f.controlaPonto && escopo.funcionario(f))
    return HttpResponse.json(COMPUTADAS.map((c) => ({
      name: c.name,
      total: alvo.filter((f) => c.conta(f, data)).length,
      tipo: 'AVISO',
      descricao: c.descricao,
      route: c.route,
    })))
  }),

  http.get('/api/notificacoes', async ({ request }) => {
    const { db, user } = await session(request)
    const leitor = LEITORES.some((r) => hasRole(user, r))
    return HttpResponse.json(leitor ? db.notificacoes.filter((n) => !lidaPor(n, user.username)).map(notificacaoDto) : [])
  }),

  /** HOME-024: read for the caller; the other administrators and HR users still see them. */
  http.post('/api/notificacoes/markallread', async ({ request }) => {
    const { db, user } = await session(request)
    if (!LEITORES.some((r) => hasRole(user, r))) throw forbidden(request)
    for (const n of db.notificacoes) marcarLida(n, user.username)
    return noContent()
  }),

  /** HOME-023: read for the caller. */
  http.post('/api/notificacoes/:id/markasread', async ({ request, params }) => {
    const { db, user } = await session(request)
    if (!LEITORES.some((r) => hasRole(user, r))) throw forbidden(request)
    const notificacao = db.notificacoes.find((n) => String(n.id) === params.id)
    if (!notificacao) return notFound()
    marcarLida(notificacao, user.username)
    return noContent()
  }),
]
