import { HttpResponse } from 'msw'
import {
  aceitaAtestado, MSG_ATESTADO_INVALIDO, MSG_SEM_ATESTADO, MSG_TIPO_SEM_ATESTADO, tipoDoAtestado,
} from '@/shared/api/contract/endpoints/solicitacao'
import { http } from '../http/contrato'
import { springError, validationError } from '../http/spring'
import type { Solicitacao } from '../db/index'
import { forbidden, session, type Session } from './lib/session'
import {
  ENTIDADE_SOLICITACAO, MSG_NAO_PENDENTE, podeAlterar, solicitacaoDoPath, tipoDaSolicitacao,
} from './lib/solicitacao-acesso'
import { disposicao, nomeDoArquivo } from '../http/nome-de-arquivo'

/** What the certificates of one employee's pending requests may add up to (docs/decisions.md 'Limites contra abuso'). */
export const MAX_BYTES_ATESTADOS_PENDENTES = 20 * 1024 * 1024
export const MSG_ATESTADOS_PENDENTES_DEMAIS =
  'Os atestados das solicitações pendentes deste funcionário já somam 20 MB. Aguarde a análise delas para enviar outro.'

/** The bytes of the certificates of the employee's other pending requests. */
function bytesDosOutrosAtestados(s: Session, sol: Solicitacao): number {
  return s.db.solicitacoes
    .filter((o) => o !== sol && o.funcionarioId === sol.funcionarioId && o.status === 'PENDENTE')
    .reduce((soma, o) => soma + (o.anexo?.tamanho ?? 0), 0)
}

/** The request of the path when the user may change it (404, 403, then 400 unless it is a pending abono). */
function solicitacaoEditavel(s: Session, request: Request, id: unknown): Solicitacao | Response {
  const sol = solicitacaoDoPath(s, request, id)
  if (sol instanceof Response) return sol
  const funcionario = s.db.funcionarios.find((f) => f.id === sol.funcionarioId)
  if (!funcionario || !podeAlterar(s, sol, funcionario)) return forbidden(request)
  const path = new URL(request.url).pathname
  if (sol.status !== 'PENDENTE') return springError(400, MSG_NAO_PENDENTE, path)
  if (!aceitaAtestado(tipoDaSolicitacao(s.db, sol))) return springError(400, MSG_TIPO_SEM_ATESTADO, path)
  return sol
}

/** Spring's validation error on the multipart field `arquivo`. */
const erroNoArquivo = (message: string, invalidValue: string | null) =>
  validationError(ENTIDADE_SOLICITACAO, [{ property: 'arquivo', message, invalidValue }])

/** docs/api-extensions.md 'Atestado na solicitação de abono'. */
export const anexoSolicitacaoHandlers = [
  /** The certificate of a pending abono, multipart `arquivo`: PDF, JPEG or PNG by its bytes, up to 5 MB; replaces any other. */
  http.post('/api/solicitacao/:id/anexo', async ({ request, params }) => {
    const s = await session(request)
    const sol = solicitacaoEditavel(s, request, params.id)
    if (sol instanceof Response) return sol
    const form = await request.formData().catch(() => null)
    const arquivo = form?.get('arquivo')
    if (!(arquivo instanceof File)) return erroNoArquivo(MSG_SEM_ATESTADO, null)
    const tipo = await tipoDoAtestado(arquivo)
    if (!tipo) return erroNoArquivo(MSG_ATESTADO_INVALIDO, arquivo.name)
    if (bytesDosOutrosAtestados(s, sol) + arquivo.size > MAX_BYTES_ATESTADOS_PENDENTES) {
      return erroNoArquivo(MSG_ATESTADOS_PENDENTES_DEMAIS, arquivo.name)
    }
    const base64 = Buffer.from(await arquivo.arrayBuffer()).toString('base64')
    sol.anexo = { nome: nomeDoArquivo(arquivo.name, 'atestado'), tipo, tamanho: arquivo.size, base64 }
    return HttpResponse.json({ nome: sol.anexo.nome, tipo, tamanho: arquivo.size })
  }),

  /** The certificate, to whoever may see the request. */
  http.get('/api/solicitacao/:id/anexo', async ({ request, params }) => {
    const s = await session(request)
    const sol = solicitacaoDoPath(s, request, params.id)
    if (sol instanceof Response) return sol
    if (!sol.anexo) return new Response(null, { status: 404 })
    const { nome, tipo, base64 } = sol.anexo
    return new HttpResponse(Buffer.from(base64, 'base64'), {
      headers: {
        'Content-Type': tipo,
        'Content-Disposition': disposicao('attachment', nome),
        'X-Content-Type-Options': 'nosniff',
      },
    })
  }),

  /** Takes the certificate off a pending abono. */
  http.delete('/api/solicitacao/:id/anexo', async ({ request, params }) => {
    const s = await session(request)
    const sol = solicitacaoEditavel(s, request, params.id)
    if (sol instanceof Response) return sol
    if (!sol.anexo) return new Response(null, { status: 404 })
    sol.anexo = null
    return new Response(null, { status: 204 })
  }),
]
