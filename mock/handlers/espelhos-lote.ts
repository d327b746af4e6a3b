import { HttpResponse } from 'msw'
import { espelhosLoteCorpoSchema, MAX_SEM_ESPELHO, type EspelhosLoteCorpo } from '@/shared/api/contract/endpoints/espelhos-lote'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import { lerCorpo } from '../http/corpo'
import { notFound, sortBy, springError, validationError, type FieldError } from '../http/spring'
import type { Competencia, Funcionario } from '../db/index'
import { pdfResponse } from '../pdf/resposta'
import { agora } from '../pdf/relatorio'
import { iniciarJobEspelhos, jobEspelhos } from './lib/job-espelhos'
import { funcionariosDoFiltro } from './lib/selecao-lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

const ENTIDADE = 'EspelhoPonto'
/** Who prints other people's espelhos (TC-043); without it a user prints only their own, as for one espelho. */
const ESPELHO = 'front_espelho_ponto'
const ORDEM = [{ property: 'nomeOrNomeSocial', direction: 'asc' as const }, { property: 'matricula', direction: 'asc' as const }]

/** Employed at some day of the competence: someone admitted after it or dismissed before it has no espelho there. */
const empregadoNa = (c: Competencia) => (f: Funcionario) => f.admissao <= c.fim && (!f.demissao || f.demissao >= c.inicio)

/** Whose espelhos the caller may print: the employees they see, or only themself without front_espelho_ponto. */
function noEscopo(s: Session): (f: Funcionario) => boolean {
  if (!hasRole(s.user, ESPELHO)) return (f) => f.id === s.funcionario?.id
  return funcionarioVisivel(s)
}

/** The employees of the body: the filter's in scope, or the ids (unknown → 400, outside the scope → 403). */
type Lidos = { funcionarios: Funcionario[]; pedidos: Funcionario[] } | { errors: FieldError[] }

function funcionariosDoPedido(s: Session, request: Request, corpo: EspelhosLoteCorpo): Lidos {
  const escopo = noEscopo(s)
  if (corpo.ids) {
    const funcionarios = [...new Set(corpo.ids)].map((id) => s.db.funcionarios.find((f) => f.id === id))
    const desconhecido = corpo.ids.find((id) => !s.db.funcionarios.some((f) => f.id === id))
    if (desconhecido !== undefined) return { errors: [{ property: 'ids', message: 'Funcionário não encontrado', invalidValue: desconhecido }] }
    const encontrados = funcionarios.filter((f): f is Funcionario => f !== undefined)
    if (!encontrados.every(escopo)) throw forbidden(request)
    return { funcionarios: encontrados, pedidos: encontrados }
  }
  // As the time card's employee list (TC-016): only employees who control their time.
  const filtrados = funcionariosDoFiltro(s, { ...corpo.filtro, controlaPonto: 'true' })
  if ('errors' in filtrados) return filtrados
  const doFiltro = funcionariosDoFiltro(s, corpo.filtro ?? {})
  const pedidos = 'errors' in doFiltro ? [] : doFiltro.funcionarios.filter(escopo)
  return { funcionarios: filtrados.funcionarios.filter(escopo), pedidos }
}

/** Those asked for who get no page: they do not control their time or were not employed in the competence. */
function semEspelho(pedidos: Funcionario[], impressos: Funcionario[]) {
  const fora = sortBy(pedidos.filter((f) => !impressos.includes(f)), ORDEM)
  if (fora.length === 0) return undefined
  return { quantidade: fora.length, nomes: fora.slice(0, MAX_SEM_ESPELHO).map((f) => f.nomeOrNomeSocial) }
}

export const espelhosLoteHandlers = [
  /** Starts the batch print of the espelhos of a competence: 202 with the job's id and how many it prints. */
  http.post('/api/espelhos-ponto/lote', async ({ request }) => {
    const s = await session(request)
    const corpo = lerCorpo(espelhosLoteCorpoSchema, await jsonBody(request))
    if (Array.isArray(corpo)) return validationError(ENTIDADE, corpo)
    const competencia = s.db.competencias.find((c) => c.id === corpo.competenciaId)
    if (!competencia) {
      return validationError(ENTIDADE, [{ property: 'competenciaId', message: 'Competência não encontrada', invalidValue: corpo.competenciaId }])
    }
    const lidos = funcionariosDoPedido(s, request, corpo)
    if ('errors' in lidos) return validationError(ENTIDADE, lidos.errors)
    const funcionarios = sortBy(lidos.funcionarios.filter(empregadoNa(competencia)), ORDEM)
    if (funcionarios.length === 0) {
      return validationError(ENTIDADE, [{ property: corpo.ids ? 'ids' : 'filtro', message: 'Nenhum funcionário com espelho nesta competência', invalidValue: null }])
    }
    const job = iniciarJobEspelhos({
      db: s.db, dono: s.user.username, emissor: s.user.name || s.user.username, emitidoEm: agora(s.db), competencia, funcionarios,
    })
    const fora = semEspelho(lidos.pedidos, funcionarios)
    return HttpResponse.json({ id: job.id, total: job.total, ...(fora && { semEspelho: fora }) }, { status: 202 })
  }),

  /** The job's progress; another user's job is unknown (404). */
  http.get('/api/espelhos-ponto/lote/:id', async ({ request, params }) => {
    const s = await session(request)
    const job = jobEspelhos(s.db, String(params.id), s.user.username)
    if (!job) return notFound()
    return HttpResponse.json({ id: job.id, total: job.total, prontos: job.prontos, status: job.status })
  }),

  /** The single PDF, once the job is PRONTO (409 before). */
  http.get('/api/espelhos-ponto/lote/:id/arquivo', async ({ request, params }) => {
    const s = await session(request)
    const job = jobEspelhos(s.db, String(params.id), s.user.username)
    if (!job) return notFound()
    if (!job.pdf) return springError(409, 'Os espelhos ainda não estão prontos', new URL(request.url).pathname)
    return pdfResponse(job.pdf, job.filename)
  }),
]
