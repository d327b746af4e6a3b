import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { competenciaAtual } from '../db/queries'
import { validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import {
  ORDENS_RELATORIO, PARAMETROS_PADRAO, tabelaRelatorio, TIPOS_RELATORIO, type OrdemRelatorio, type ParametrosRelatorio, type TipoRelatorio,
} from '../pdf/relatorios-modelo'
import { pdfResponse } from '../pdf/resposta'
import { escreverTabelaCsv, escreverTabelaPdf } from '../pdf/tabela-pdf'
import { idDe } from './registros-dia'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session, type Session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

const ENTIDADE = 'Relatorio'
const TRI = ['true', 'false', 'todos']

function vazio(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

/** The report parameters of the body; absent ones take the defaults of BATCH-014..017, the competence today's. */
export function lerParametros(s: Session, body: Record<string, unknown>): ParametrosRelatorio | FieldError[] {
  const errors: FieldError[] = []
  const competenciaId = vazio(body.competencia) ? null : idDe(body.competencia)
  const competencia = competenciaId === null ? (vazio(body.competencia) ? competenciaAtual(s.db) : undefined) : s.db.competencias.find((c) => c.id === competenciaId)
  if (!competencia) errors.push({ property: 'competencia', message: 'Competência não encontrada', invalidValue: body.competencia ?? null })
  const ordem = vazio(body.ordemRelatorio) ? PARAMETROS_PADRAO.ordemRelatorio : String(body.ordemRelatorio)
  if (!(ORDENS_RELATORIO as readonly string[]).includes(ordem)) {
    errors.push({ property: 'ordemRelatorio', message: `deve ser um de ${ORDENS_RELATORIO.join(', ')}`, invalidValue: body.ordemRelatorio })
  }
  const tri = (property: 'ativo' | 'controlaPonto') => {
    const valor = vazio(body[property]) ? PARAMETROS_PADRAO[property] : String(body[property])
    if (!TRI.includes(valor)) errors.push({ property, message: 'deve ser true, false ou todos', invalidValue: body[property] })
    return valor
  }
  const ativo = tri('ativo')
  const controlaPonto = tri('controlaPonto')
  const listar = body.listarAtrasosSaidaAntecipada
  const listarAtrasosSaidaAntecipada = vazio(listar) ? PARAMETROS_PADRAO.listarAtrasosSaidaAntecipada : listar === true || listar === 'true'
  const formato = vazio(body.formato) ? PARAMETROS_PADRAO.formato : String(body.formato)
  if (formato !== 'pdf' && formato !== 'csv') errors.push({ property: 'formato', message: 'deve ser pdf ou csv', invalidValue: body.formato })
  const departamentoId = vazio(body.departamento) ? null : idDe(body.departamento)
  if (!vazio(body.departamento) && (departamentoId === null || !s.db.departamentos.some((d) => d.id === departamentoId))) {
    errors.push({ property: 'departamento', message: 'não encontrado', invalidValue: body.departamento })
  }
  if (errors.length > 0 || !competencia) return errors
  return {
    competencia, ordemRelatorio: ordem as OrdemRelatorio, ativo, controlaPonto, listarAtrasosSaidaAntecipada,
    formato: formato as 'pdf' | 'csv', departamentoId,
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
   * formato, departamento (optional id).
   */
  http.post('/api/relatorios/:tipo', async ({ request, params }) => {
    const tipo = String(params.tipo)
    const s = await session(request)
    if (!(tipo in TIPOS_RELATORIO)) return validationError(ENTIDADE, [{ property: 'tipo', message: 'Relatório desconhecido', invalidValue: tipo }])
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
