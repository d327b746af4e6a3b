import { HttpResponse } from 'msw'
import { z } from 'zod/mini'
import { epiCorpoSchema, novoVinculoCorpoSchema } from '@/shared/api/contract/endpoints/funcionarios.schema'
import { http } from '../http/contrato'
import type { Db, EpiFuncionario, Funcionario, Vigencia } from '../db/index'
import { competenciaAtual, hoje, idsDeVinculos, nextId, vigente } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { noContent, notFound, springError, validationError, type FieldError } from '../http/spring'
import { publicarAlteracao } from '../timecard/acesso'
import { buildCartaoPonto } from '../timecard/build'
import { addDays } from '../timecard/calendar'
import { cartoesDesde, vincular } from '../timecard/edicao/lote'
import { erroDataFechada } from './lib/competencia-fechada'
import { funcionarioDetalheDto } from './lib/funcionario-dto'
import { REP_P } from '../timecard/relogio'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session, type Session } from './lib/session'
import { funcionarioDoPath } from './lib/visibilidade'

/** The employee pages (doc2 §2, AUTH-029/030): dashboard, dated links, EPIs and map. */

export const MSG_VINCULO_PASSADO = 'Somente vínculos futuros podem ser removidos'

/** The dated links an employee page maintains, by path segment, with the register each one points to. */
const PAGINAS_VINCULO = {
  quadroHorario: { lista: 'quadrosHorario', campo: 'horarioId', tabela: (db: Db) => db.horarios },
  bancoHoras: { lista: 'bancosHoras', campo: 'bancoHorasId', tabela: (db: Db) => db.bancosHoras },
  bancoDias: { lista: 'bancosDias', campo: 'bancoDiasId', tabela: (db: Db) => db.bancosDias },
  bancoCompensacao: { lista: 'bancosCompensacao', campo: 'bancoCompensacaoId', tabela: (db: Db) => db.bancosCompensacao },
} as const satisfies Record<string, { lista: keyof Funcionario; campo: string; tabela: (db: Db) => { id: number }[] }>
type PaginaVinculo = keyof typeof PAGINAS_VINCULO
export const MSG_BANCO_DIAS_VINCULADO = 'O funcionário já está vinculado a este banco de dias nesta data'

type Link = Vigencia & Record<string, number | string | null>

/**
 * Day banks run side by side (an employee may hold several at once): a new one opens beside the others, unless
 * that bank is already linked on the date. The other links are one at a time: the batch actions' `vincular`.
 */
function vincularNaPagina(db: Db, f: Funcionario, pagina: PaginaVinculo, registroId: number, inicio: string): boolean | 'vinculado' {
  if (pagina !== 'bancoDias') return vincular(db, f, pagina, registroId, inicio)
  const lista = f.bancosDias
  if (lista.some((l) => l.bancoDiasId === registroId && l.inicio <= inicio && (l.fim === null || l.fim >= inicio))) return 'vinculado'
  const proximo = idsDeVinculos(db, 'bancosDias')()
  const seguinte = lista.filter((l) => l.bancoDiasId === registroId && l.inicio > inicio).sort((a, b) => a.inicio.localeCompare(b.inicio))[0]
  lista.push({ id: proximo, inicio, fim: seguinte ? addDays(seguinte.inicio, -1) : null, bancoDiasId: registroId })
  return true
}

/** The link's register alone: it reads whatever the date is. */
const REGISTRO_DO_VINCULO = z.pick(novoVinculoCorpoSchema, { registroId: true })

const paginaVinculo = (value: unknown): PaginaVinculo | undefined =>
  Object.keys(PAGINAS_VINCULO).find((k) => k === value) as PaginaVinculo | undefined

function links(f: Funcionario, pagina: PaginaVinculo): Link[] {
  return f[PAGINAS_VINCULO[pagina].lista] as unknown as Link[]
}

function epis(db: Db): EpiFuncionario[] {
  db.episFuncionario ??= []
  return db.episFuncionario
}

async function funcionarioVisivel(request: Request, id: unknown) {
  const s = await session(request)
  return { s, funcionario: funcionarioDoPath(s, request, id) }
}

const descricaoDe = <T extends { id: number; descricao: string }>(items: T[], id: number | undefined) =>
  id === undefined ? null : (items.find((i) => i.id === id)?.descricao ?? null)

/** The links in force today, the current competence's card figures and the pending requests. */
function resumo(s: Session, f: Funcionario) {
  const { db } = s
  const data = hoje(db)
  const competencia = competenciaAtual(db)
  let cartao = null
  if (competencia) {
    const m = buildCartaoPonto(db, f.id, competencia.id).manutencaoDTO
    cartao = {
      totalHoras: m.totalHoras,
      totalHoraExtraGeral: m.totalHoraExtraGeral,
      totalFalta: m.totalFalta,
      totalDiasFalta: m.totalDiasFalta,
      totalAtraso: m.totalAtraso,
      existeBancoHoras: m.existeBancoHoras,
      bancoHorasDescricao: m.bancoHorasDescricao,
      totalSaldoBancoInicial: m.totalSaldoBancoInicial,
      totalSaldoBancoMais: m.totalSaldoBancoMais,
      totalSaldoBancoMenos: m.totalSaldoBancoMenos,
      totalSaldoBancoFinal: m.totalSaldoBancoFinal,
    }
  }
  const horario = db.horarios.find((h) => h.id === vigente(f.quadrosHorario, data)?.horarioId)
  return {
    hoje: data,
    id: f.id,
    nome: f.nomeOrNomeSocial,
    matricula: f.matricula,
    ativo: f.ativo,
    empresa: db.empresas.find((e) => e.id === f.empresaId)?.nome ?? null,
    cargo: descricaoDe(db.cargos, vigente(f.cargos, data)?.cargoId),
    departamento: descricaoDe(db.departamentos, vigente(f.departamentos, data)?.departamentoId),
    localTrabalho: descricaoDe(db.locaisTrabalho, vigente(f.locaisTrabalho, data)?.localTrabalhoId),
    quadroHorario: horario ? `${horario.codigo} - ${horario.descricao}` : null,
    bancoHoras: descricaoDe(db.bancosHoras, vigente(f.bancosHoras, data)?.bancoHorasId),
    bancoDias: descricaoDe(db.bancosDias, vigente(f.bancosDias, data)?.bancoDiasId),
    bancoCompensacao: descricaoDe(db.bancosCompensacao, vigente(f.bancosCompensacao, data)?.bancoCompensacaoId),
    competencia: competencia ? { id: competencia.id, descricao: competencia.descricao, inicio: competencia.inicio, fim: competencia.fim } : null,
    cartao,
    solicitacoesPendentes: db.solicitacoes.filter((x) => x.funcionarioId === f.id && x.status === 'PENDENTE').length,
  }
}

export const funcionarioPaginasHandlers = [
  /** /funcionario/{id}/dashboard: current links, this competence's card figures, pending requests. */
  http.get('/api/funcionarios/:id/resumo', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    return HttpResponse.json(resumo(s, funcionario))
  }),

  /** A new dated link from `inicio`: the link in force is closed the day before, later ones are replaced. */
  http.post('/api/funcionarios/:id/vinculos/:pagina', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    const pagina = paginaVinculo(params.pagina)
    if (!pagina) return notFound()
    const body = objeto(await jsonBody(request))
    // The register is looked up even when the date is missing: both errors come back, the register's first.
    const { registroId } = lerCorpo(REGISTRO_DO_VINCULO, body) as { registroId: number }
    const errors: FieldError[] = []
    if (!PAGINAS_VINCULO[pagina].tabela(s.db).some((r) => r.id === registroId))
      errors.push({ property: 'registroId', message: 'não encontrado', invalidValue: body.registroId ?? null })
    const corpo = lerCorpo(novoVinculoCorpoSchema, body)
    if (Array.isArray(corpo)) return validationError('Funcionario', [...errors, ...corpo])
    const { inicio } = corpo
    if (inicio < funcionario.admissao)
      errors.push({ property: 'inicio', message: 'deve ser igual ou posterior à admissão', invalidValue: inicio })
    // As the batch actions: a link from a closed month would change its closed cards (docs/decisions.md).
    else errors.push(...erroDataFechada(s.db, 'inicio', inicio))
    if (errors.length > 0) return validationError('Funcionario', errors)
    const feito = vincularNaPagina(s.db, funcionario, pagina, registroId, inicio)
    if (feito === 'vinculado')
      return validationError('Funcionario', [{ property: 'registroId', message: MSG_BANCO_DIAS_VINCULADO, invalidValue: registroId }])
    if (feito) for (const ids of cartoesDesde(s.db, [funcionario.id], inicio)) publicarAlteracao(request, ids)
    return HttpResponse.json(funcionarioDetalheDto(s.db, funcionario))
  }),

  /** Removes a link that has not started yet; the link it closed goes on as before. */
  http.delete('/api/funcionarios/:id/vinculos/:pagina/:vinculoId', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    const pagina = paginaVinculo(params.pagina)
    if (!pagina) return notFound()
    const lista = links(funcionario, pagina)
    const vinculo = lista.find((v) => String(v.id) === params.vinculoId)
    if (!vinculo) return notFound()
    if (vinculo.inicio <= hoje(s.db)) return springError(400, MSG_VINCULO_PASSADO, new URL(request.url).pathname)
    lista.splice(lista.indexOf(vinculo), 1)
    const { campo } = PAGINAS_VINCULO[pagina]
    const anterior = lista.find((v) => v.fim === addDays(vinculo.inicio, -1) && (pagina !== 'bancoDias' || v[campo] === vinculo[campo]))
    if (anterior) anterior.fim = vinculo.fim
    for (const ids of cartoesDesde(s.db, [funcionario.id], vinculo.inicio)) publicarAlteracao(request, ids)
    return noContent()
  }),

  /** The EPIs delivered to the employee, latest delivery first. */
  http.get('/api/funcionarios/:id/epis', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    return HttpResponse.json(
      epis(s.db)
        .filter((e) => e.funcionarioId === funcionario.id)
        .sort((a, b) => b.dataEntrega.localeCompare(a.dataEntrega) || b.id - a.id),
    )
  }),

  http.post('/api/funcionarios/:id/epis', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    const lido = lerCorpo(epiCorpoSchema, objeto(await jsonBody(request)))
    if (Array.isArray(lido)) return validationError('EpiFuncionario', lido)
    const epi: EpiFuncionario = { id: nextId(s.db, epis(s.db)), funcionarioId: funcionario.id, ...lido }
    epis(s.db).push(epi)
    return HttpResponse.json(epi, { status: 201 })
  }),

  http.delete('/api/funcionarios/:id/epis/:epiId', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    const tabela = epis(s.db)
    const i = tabela.findIndex((e) => e.funcionarioId === funcionario.id && String(e.id) === params.epiId)
    if (i < 0) return notFound()
    tabela.splice(i, 1)
    return noContent()
  }),

  /** AUTH-030: the work place's address (and position when known) and the web-clock punches of the last 30 days. */
  http.get('/api/funcionarios/:id/mapa', async ({ request, params }) => {
    const { s, funcionario } = await funcionarioVisivel(request, params.id)
    const data = hoje(s.db)
    const local = s.db.locaisTrabalho.find((l) => l.id === vigente(funcionario.locaisTrabalho, data)?.localTrabalhoId)
    const desde = addDays(data, -30)
    return HttpResponse.json({
      localTrabalho: local
        ? { id: local.id, descricao: local.descricao, endereco: local.endereco, latitude: local.latitude ?? null, longitude: local.longitude ?? null }
        : null,
      marcacoes: s.db.marcacoes
        .filter((m) => m.funcionarioId === funcionario.id && m.equipamento === REP_P && m.data >= desde && !m.desconsiderada)
        .sort((a, b) => b.dataHora.localeCompare(a.dataHora))
        .map((m) => ({ id: m.id, data: m.data, hora: m.hora, latitude: m.latitude ?? null, longitude: m.longitude ?? null })),
    })
  }),
]
