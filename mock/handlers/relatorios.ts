import { setImmediate as proximaVolta } from 'node:timers/promises'
import { HttpResponse } from 'msw'
import { referenciasRelatorioSchema, relatorioCorpoSchema } from '@/shared/api/contract/endpoints/relatorios'
import { http } from '../http/contrato'
import type { Db } from '../db/index'
import { competenciaAtual } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { type FieldError, muitosPedidos, validationError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { cartoesDoRelatorio, tabelaRelatorio, TIPOS_RELATORIO, type ParametrosRelatorio, type TipoRelatorio } from '../pdf/relatorios-modelo'
import { pdfResponse } from '../pdf/resposta'
import { escreverTabelaCsv, escreverTabelaPdf } from '../pdf/tabela-pdf'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

const ENTIDADE = 'Relatorio'

/** Reports one user may have being built at once: one more meanwhile is 429 (20 PDFs at once held everyone's calls). */
export const MAX_RELATORIOS_SIMULTANEOS = 2
/** Seconds the 429 asks to wait: a PDF of every employee of the city takes about a second. */
export const ESPERA_RELATORIO_S = 5
export const MSG_RELATORIOS_EM_ANDAMENTO =
  `Você já tem ${MAX_RELATORIOS_SIMULTANEOS} relatórios sendo gerados. Aguarde a conclusão de um deles para pedir outro.`

/** How many reports each user is building now, per database. */
const gerando = new WeakMap<Db, Map<string, number>>()

function gerandoEm(db: Db): Map<string, number> {
  let usuarios = gerando.get(db)
  if (!usuarios) gerando.set(db, (usuarios = new Map()))
  return usuarios
}

/** The report `gerar` builds, counted as one of the user's; over MAX_RELATORIOS_SIMULTANEOS, Spring's 429 instead. */
export async function comLimite(db: Db, usuario: string, caminho: string, gerar: () => Promise<Response>): Promise<Response> {
  const usuarios = gerandoEm(db)
  const atuais = usuarios.get(usuario) ?? 0
  if (atuais >= MAX_RELATORIOS_SIMULTANEOS) {
    const recusa = muitosPedidos(MSG_RELATORIOS_EM_ANDAMENTO, caminho)
    recusa.headers.set('Retry-After', String(ESPERA_RELATORIO_S))
    return recusa
  }
  usuarios.set(usuario, atuais + 1)
  try {
    // The build holds the event loop: the requests already received are answered (or refused) before it starts.
    await proximaVolta()
    return await gerar()
  } finally {
    const restantes = (usuarios.get(usuario) ?? 1) - 1
    if (restantes > 0) usuarios.set(usuario, restantes)
    else usuarios.delete(usuario)
  }
}

/** The report's file: PDF (pdfkit) or CSV. */
async function arquivoDoRelatorio(s: Session, tipo: TipoRelatorio, p: ParametrosRelatorio): Promise<Response> {
  const emissor = s.user.name ?? s.user.username
  const visivel = funcionarioVisivel(s)
  const cartoes = await cartoesDoRelatorio(s.db, p, visivel)
  const tabela = tabelaRelatorio(s.db, tipo, p, { visivel, emissor, emitidoEm: agora(s.db), cartoes })
  const nome = `${tipo}-${p.competencia.ano}-${String(p.competencia.mes).padStart(2, '0')}`
  if (p.formato === 'pdf') return pdfResponse(await escreverTabelaPdf(tabela, { autor: emissor }), `${nome}.pdf`)
  const grupo = p.ordemRelatorio === 'departamento' ? 'Departamento' : null
  return new HttpResponse(escreverTabelaCsv(tabela, grupo), {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${nome}.csv"`,
      'x-filename': `${nome}.csv`,
      'access-control-expose-headers': 'content-disposition, x-filename',
    },
  })
}

/** The registers a report filters its employees by (optional ids of the body). */
const FILTROS = {
  departamento: (db: Db) => db.departamentos,
  cargo: (db: Db) => db.cargos,
  localTrabalho: (db: Db) => db.locaisTrabalho,
} as const

/**
 * The report parameters of the body, read with the contract's schema (absent ones take the defaults of
 * BATCH-014..017); the competence (today's by default), the department, the position and the work place must exist.
 */
export function lerParametros(s: Session, body: Record<string, unknown>): ParametrosRelatorio | FieldError[] {
  const referencias = lerCorpo(referenciasRelatorioSchema, body) as Record<'competencia' | keyof typeof FILTROS, number | null>
  const competencia = referencias.competencia === null ? competenciaAtual(s.db) : s.db.competencias.find((c) => c.id === referencias.competencia)
  const errors: FieldError[] = []
  if (!competencia) errors.push({ property: 'competencia', message: 'Competência não encontrada', invalidValue: body.competencia ?? null })
  const corpo = lerCorpo(relatorioCorpoSchema, body)
  if (Array.isArray(corpo)) errors.push(...corpo)
  for (const [property, linhas] of Object.entries(FILTROS)) {
    const id = referencias[property as keyof typeof FILTROS]
    if (id !== null && !linhas(s.db).some((l) => l.id === id)) errors.push({ property, message: 'não encontrado', invalidValue: body[property] })
  }
  if (errors.length > 0 || !competencia || Array.isArray(corpo)) return errors
  const { ordemRelatorio, ativo, controlaPonto, listarAtrasosSaidaAntecipada, formato } = corpo
  return {
    competencia, ordemRelatorio, ativo, controlaPonto, listarAtrasosSaidaAntecipada, formato,
    departamentoId: referencias.departamento, cargoId: referencias.cargo, localTrabalhoId: referencias.localTrabalho,
  }
}

export const relatorioHandlers = [
  /** The reports offered on /relatorios. */
  http.get('/api/relatorios', async ({ request }) => {
    await session(request)
    return HttpResponse.json(Object.entries(TIPOS_RELATORIO).map(([tipo, descricao]) => ({ tipo, descricao })))
  }),

  /**
   * A report (BATCH-014..017) as a file: PDF (pdfkit) or CSV, from the employees' time cards of the competence.
   * Body: competencia (id; today's by default), ordemRelatorio, ativo, controlaPonto, listarAtrasosSaidaAntecipada,
   * formato, departamento, cargo and localTrabalho (optional ids). A user builds at most MAX_RELATORIOS_SIMULTANEOS at once.
   */
  http.post('/api/relatorios/:tipo', async ({ request, params }) => {
    const tipo = String(params.tipo)
    const s = await session(request)
    if (!Object.hasOwn(TIPOS_RELATORIO, tipo)) return validationError(ENTIDADE, [{ property: 'tipo', message: 'Relatório desconhecido', invalidValue: tipo }])
    const p = lerParametros(s, objeto(await jsonBody(request)))
    if (Array.isArray(p)) return validationError(ENTIDADE, p)
    return comLimite(s.db, s.user.username, new URL(request.url).pathname, () => arquivoDoRelatorio(s, tipo as TipoRelatorio, p))
  }),
]
