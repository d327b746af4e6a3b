import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { hasRole } from '../http/auth'
import { isoDateOf, MSG_DATA_INVALIDA, noContent, notFound, page, pageRequest, validationError } from '../http/spring'
import { hoje, vigente } from '../db/queries'
import type { Funcionario } from '../db/index'
import { pdfResponse } from '../pdf/resposta'
import { mesAno } from '../pdf/formato'
import { agora, relatorioPontoPdf } from '../pdf/relatorio'
import { horarioResumoDto } from '../timecard/horario-dto'
import { funcionarioDetalheDto, funcionarioResumoDto, ordemPadrao } from './lib/funcionario-dto'
import { filtroCadastro, filtroFuncionarios } from './lib/funcionario-filtro'
import { mensagensColetor } from './lib/mensagens-coletor'
import { forbidden, session } from './lib/session'
import { funcionarioDoPath, funcionarioVisivel } from './lib/visibilidade'

/** Full-text variants: all employees, active ones only, those with another active contract under the same CPF. */
const BUSCAS: [string, (f: Funcionario, todos: Funcionario[]) => boolean][] = [
  ['fulltext', () => true],
  ['fulltext/ativos', (f) => f.ativo],
  ['fulltext/duplovinculo', (f, todos) => todos.some((g) => g.id !== f.id && g.ativo && g.cpf === f.cpf)],
]

const ESPELHO = 'front_espelho_ponto'
/** Non-numeric ids fall through to other handlers of `/api/funcionarios/{name}`. */
const NUMERO = /^\d+$/

export const funcionarioHandlers = [
  /** CLOCK-003: an active, time-controlling employee using the digital clock, holding front_relogio. */
  http.get('/api/funcionarios/permite-bater-ponto', async ({ request }) => {
    const { user, db, funcionario } = await session(request)
    const permite = db.config.permiteBaterPonto && hasRole(user, 'front_relogio') && funcionario !== undefined
      && funcionario.ativo && funcionario.controlaPonto && funcionario.utilizaRelogioDigital
    return HttpResponse.json(permite)
  }),

  /**
   * TC-013..016: Spring page of the visible employees matching text and filters. The order is fixed
   * (active, controlaPonto, nome, matricula) whatever `orderBy` the client sends.
   */
  ...BUSCAS.map(([nome, variante]) => http.get(`/api/funcionarios/search/${nome}`, async ({ request }) => {
    const s = await session(request)
    const url = new URL(request.url)
    const filtro = filtroFuncionarios(s.db, url.searchParams)
    if (!filtro.ok) return validationError('Funcionario', filtro.errors)
    const visivel = funcionarioVisivel(s)
    const salvo = filtroCadastro(s.db, url.searchParams)
    const rows = s.db.funcionarios.filter((f) => visivel(f) && variante(f, s.db.funcionarios) && filtro.aceita(f) && salvo(f))
    return page(ordemPadrao(rows).map(funcionarioResumoDto), pageRequest(url))
  })),

  /** REG-006 */
  http.get('/api/funcionarios/:id', async ({ request, params }) => {
    if (!NUMERO.test(String(params.id))) return undefined
    const s = await session(request)
    return HttpResponse.json(funcionarioDetalheDto(s.db, funcionarioDoPath(s, request, params.id)))
  }),

  /** REG-007: the schedule link in force today with its schedule; 204 when there is none. */
  http.get('/api/funcionarios/:id/quadro-vigente', async ({ request, params }) => {
    const s = await session(request)
    const funcionario = funcionarioDoPath(s, request, params.id)
    const quadro = vigente(funcionario.quadrosHorario, hoje(s.db))
    const horario = quadro && s.db.horarios.find((h) => h.id === quadro.horarioId)
    if (!quadro || !horario) return noContent()
    return HttpResponse.json({
      id: quadro.id,
      inicio: quadro.inicio,
      fim: quadro.fim,
      horario: { ...horarioResumoDto(horario), horariosSemana: horario.horariosSemana, horarios: horario.horarios,
        inicioRevezamento: horario.inicioRevezamento, toleranciaMinutos: horario.toleranciaMinutos },
    })
  }),

  /** REG-058: the day bank linked on `data` (default today); 204 when none. */
  http.get('/api/funcionarios/:id/bancodias-vigente', async ({ request, params }) => {
    const s = await session(request)
    const funcionario = funcionarioDoPath(s, request, params.id)
    const data = new URL(request.url).searchParams.get('data') || hoje(s.db)
    const dia = isoDateOf(data)
    if (dia === null) return validationError('Funcionario', [{ property: 'data', message: MSG_DATA_INVALIDA, invalidValue: data }])
    const vinculo = vigente(funcionario.bancosDias, dia)
    const banco = vinculo && s.db.bancosDias.find((b) => b.id === vinculo.bancoDiasId)
    return banco ? HttpResponse.json({ id: banco.id, descricao: banco.descricao, ativo: banco.ativo }) : noContent()
  }),

  /**
   * REG-008: the employee's imports into the clocks' collector (COLETOR_FUNCIONARIO_IMPORTAR sent with
   * POST api/coletor/message, REG-011/012), newest first; the seed has none.
   */
  http.get('/api/funcionarios/:id/importacoes', async ({ request, params }) => {
    const s = await session(request)
    const funcionario = funcionarioDoPath(s, request, params.id)
    const importacoes = mensagensColetor(s.db)
      .filter((m) => m.messageType === 'COLETOR_FUNCIONARIO_IMPORTAR' && Number(m.payload.funcionarioId) === funcionario.id)
      .map(({ id, messageType, enviadaEm }) => ({ id, messageType, enviadaEm }))
    return HttpResponse.json(importacoes.reverse())
  }),

  /** TC-043: espelho do ponto PDF, for holders of front_espelho_ponto (within their scope) or of one's own card. */
  http.get('/api/funcionarios/:id/competencia/:competenciaId/espelho-ponto', async ({ request, params }) => {
    const s = await session(request)
    const funcionario = s.db.funcionarios.find((f) => String(f.id) === params.id)
    if (!funcionario) return notFound()
    const proprio = s.funcionario?.id === funcionario.id
    if (!proprio && !(hasRole(s.user, ESPELHO) && funcionarioVisivel(s)(funcionario))) throw forbidden(request)
    const competencia = s.db.competencias.find((c) => String(c.id) === params.competenciaId)
    if (!competencia) return notFound()
    // The app sends `emissor` (TC-043), but who issued the document is the token's user, not what the caller claims.
    const emissor = s.user.name || s.user.username
    const pdf = await relatorioPontoPdf(s.db, [{ funcionario, competencia }], { titulo: 'Espelho do Ponto', emissor, emitidoEm: agora(s.db) })
    const mes = mesAno(competencia.ano, competencia.mes).replace('/', '-')
    return pdfResponse(pdf, `espelho-ponto-${funcionario.matricula ?? funcionario.id}-${mes}.pdf`)
  }),
]
