import { HttpResponse } from 'msw'
import { referenciasRelatorioSchema, relatorioCorpoSchema } from '@/shared/api/contract/endpoints/relatorios'
import { http } from '../http/contrato'
import type { Db } from '../db/index'
import { competenciaAtual } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { tabelaRelatorio, TIPOS_RELATORIO, type ParametrosRelatorio, type TipoRelatorio } from '../pdf/relatorios-modelo'
import { pdfResponse } from '../pdf/resposta'
import { escreverTabelaCsv, escreverTabelaPdf } from '../pdf/tabela-pdf'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

const ENTIDADE = 'Relatorio'

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
   * formato, departamento, cargo and localTrabalho (optional ids).
   */
  http.post('/api/relatorios/:tipo', async ({ request, params }) => {
    const tipo = String(params.tipo)
    const s = await session(request)
    if (!Object.hasOwn(TIPOS_RELATORIO, tipo)) return validationError(ENTIDADE, [{ property: 'tipo', message: 'Relatório desconhecido', invalidValue: tipo }])
    const p = lerParametros(s, objeto(await jsonBody(request)))
    if (Array.isArray(p)) return validationError(ENTIDADE, p)
    const emissor = s.user.name ?? s.user.username
    const tabela = tabelaRelatorio(s.db, tipo as TipoRelatorio, p, { visivel: funcionarioVisivel(s), emissor, emitidoEm: agora(s.db) })
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
  }),
]
