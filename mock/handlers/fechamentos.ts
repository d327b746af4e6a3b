import { HttpResponse } from 'msw'
import { detalhesFechamentoCorpoSchema, fechamentoCorpoSchema } from '@/shared/api/contract/endpoints/fechamentos'
import { http } from '../http/contrato'
import { objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import { isoLocalDateTime } from '../db/lib/dates'
import { hoje, nextId, usuarioDe } from '../db/queries'
import { sincronizarCongelamento } from '../db/congelamento'
import type { Competencia, Db, Fechamento, Funcionario, LeiauteFolha, TipoEvento } from '../db/index'
import { formatMinutes } from '../engine/index'
import type { MonthTotals } from '../engine/types'
import { apurarMeses, catalogoDe, controlaNoPeriodo, diaInconsistente } from '../fiscal/apuracao'
import { latin1Bytes } from '../fiscal/texto'
import { pageBody, pageRequest, sortBy, springError, notFound, noContent, created, validationError, type PageRequest } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { publicarAlteracao } from '../timecard/acesso'
import { departamentoDe } from './lib/apuracao'
import { competenciaDto } from './lib/dto'
import { jsonBody, session } from './lib/session'
import { planilhaDaFolha, textoDoLeiaute, type LancamentoFolha } from './lib/exportacao-folha'
import { leiautesFolhaDe, seedLeiautesFolha } from './lib/leiautes-folha'
import { matchesText } from './lib/text'


/** One employee's line of a closing's details (preview or closed). Hours 'HH:mm'. */
export interface LinhaFechamento {
  funcionario: { id: number; matricula: string; nome: string }
  departamento: string | null
  horasTrabalhadas: string
  horasExtras: string
  faltas: string
  atrasos: string
  adicionalNoturno: string
  diasInconsistentes: number
  inconsistente: boolean
}

interface Linha {
  dto: LinhaFechamento
  funcionario: Funcionario
  totais: MonthTotals
}

const hm = (minutos: number) => formatMinutes(minutos)

/** Each employee with a time card in the competence: the card's totals and its inconsistent days. */
function linhasDa(db: Db, c: Competencia): Linha[] {
  const cat = catalogoDe(db)
  const ate = hoje(db)
  return db.funcionarios
    .filter((f) => controlaNoPeriodo(f, c.inicio, c.fim))
    .map((f) => {
      const [mes] = apurarMeses(db, f, [c], cat)
      const totais = mes!.totais
      const diasInconsistentes = mes!.dias.filter((d) => diaInconsistente(d, ate) && d.data >= f.admissao).length
      return {
        funcionario: f,
        totais,
        dto: {
          funcionario: { id: f.id, matricula: f.matricula ?? '', nome: f.nomeOrNomeSocial },
          departamento: departamentoDe(db, f, c.fim)?.descricao ?? null,
          horasTrabalhadas: hm(totais.totalHoras),
          horasExtras: hm(totais.totalHoraExtraGeral),
          faltas: hm(totais.totalFalta),
          atrasos: hm(totais.totalAtraso + totais.totalSaidaAntecipada),
          adicionalNoturno: hm(totais.totalAdicionalNoturno),
          diasInconsistentes,
          inconsistente: diasInconsistentes > 0,
        },
      }
    })
}

/** Sort keys of the details: hours sort by their minutes. */
const CHAVES: Record<string, (l: Linha) => string | number | null> = {
  nome: (l) => l.dto.funcionario.nome,
  'funcionario.nome': (l) => l.dto.funcionario.nome,
  matricula: (l) => l.dto.funcionario.matricula,
  'funcionario.matricula': (l) => l.dto.funcionario.matricula,
  departamento: (l) => l.dto.departamento,
  horasTrabalhadas: (l) => l.totais.totalHoras,
  horasExtras: (l) => l.totais.totalHoraExtraGeral,
  faltas: (l) => l.totais.totalFalta,
  atrasos: (l) => l.totais.totalAtraso + l.totais.totalSaidaAntecipada,
  adicionalNoturno: (l) => l.totais.totalAdicionalNoturno,
  diasInconsistentes: (l) => l.dto.diasInconsistentes,
}

function paginaDeLinhas(linhas: Linha[], pr: PageRequest, busca: string) {
  const filtradas = linhas.filter((l) => matchesText(busca, l.dto.funcionario.nome, l.dto.funcionario.matricula, l.dto.departamento))
  const sorts = pr.sort.filter((s) => CHAVES[s.property])
  const ordenadas = sortBy(
    filtradas.map((l) => ({ l, ...Object.fromEntries(Object.entries(CHAVES).map(([k, f]) => [k, f(l)])) })),
    sorts.length > 0 ? sorts : [{ property: 'nome', direction: 'asc' }],
  ).map((x) => x.l.dto)
  return HttpResponse.json(pageBody(ordenadas, pr))
}

function resumo(linhas: Linha[]) {
  const soma = (f: (t: MonthTotals) => number) => hm(linhas.reduce((total, l) => total + f(l.totais), 0))
  return {
    funcionarios: linhas.length,
    cartoesInconsistentes: linhas.filter((l) => l.dto.inconsistente).length,
    diasInconsistentes: linhas.reduce((total, l) => total + l.dto.diasInconsistentes, 0),
    horasTrabalhadas: soma((t) => t.totalHoras),
    horasExtras: soma((t) => t.totalHoraExtraGeral),
    faltas: soma((t) => t.totalFalta),
    atrasos: soma((t) => t.totalAtraso + t.totalSaidaAntecipada),
    adicionalNoturno: soma((t) => t.totalAdicionalNoturno),
  }
}

export function fechamentoDto(db: Db, f: Fechamento) {
  const c = db.competencias.find((x) => x.id === f.competenciaId)
  return {
    id: f.id,
    competencia: c ? competenciaDto(c) : null,
    dataFechamento: f.dataFechamento,
    ignorarInconsistencias: f.ignorarInconsistencias,
    funcionarios: f.funcionarios,
    horasExtras: hm(f.horasExtras),
    faltas: hm(f.faltas),
    usuario: f.usuario ?? null,
  }
}

const ordemCompetencia = (a: Competencia, b: Competencia) => a.inicio.localeCompare(b.inicio)
const path = (request: Request) => new URL(request.url).pathname

/** Payroll totals per event type (the closing's export). */
const EVENTOS: Record<TipoEvento, (t: MonthTotals) => number> = {
  HORA_EXTRA_50: (t) => t.totalHoraExtra,
  HORA_EXTRA_70: (t) => t.totalHoraExtra70,
  HORA_EXTRA_100: (t) => t.totalHoraExtra100,
  HORA_EXTRA_NOTURNA: (t) => t.totalHoraExtraNoturna,
  HORA_EXTRA_NOTURNA_100: (t) => t.totalHoraExtraNoturnaCemPorcento,
  HORA_EXTRA_INTERVALO: (t) => t.totalHoraExtraIntervalo,
  HORA_EXTRA_INTERJORNADA: (t) => t.totalHoraExtraInterjornada,
  HORA_EXTRA_CUSTOM: (t) => t.totalHoraExtraCustom,
  ADICIONAL_NOTURNO: (t) => t.totalAdicionalNoturno,
  FALTA: (t) => t.totalFalta,
  ATRASO: (t) => t.totalAtraso + t.totalSaidaAntecipada,
  DESCONTO_DSR: (t) => t.totalDescontoDSR,
}

/** The payroll lines of a competence: employees by matrícula, each with its events (by code) that have hours. */
function lancamentosDa(db: Db, c: Competencia): LancamentoFolha[] {
  const eventos = [...db.eventos].sort((a, b) => a.codigo.localeCompare(b.codigo))
  const linhas = linhasDa(db, c).sort((a, b) => (a.funcionario.matricula ?? '').localeCompare(b.funcionario.matricula ?? '', 'pt-BR', { numeric: true }))
  const cnpj = (empresaId: number) => db.empresas.find((e) => e.id === empresaId)?.cnpj ?? ''
  return linhas.flatMap((l) =>
    eventos
      .map((evento) => ({ funcionario: l.funcionario, evento, minutos: EVENTOS[evento.tipo](l.totais), competencia: c.descricaoCurta, cnpjEmpresa: cnpj(l.funcionario.empresaId) }))
      .filter((lancamento) => lancamento.minutos > 0),
  )
}

/** Today's files without a layout: the fixed-width text, and the CSV with a header. */
const LEIAUTE_TXT: LeiauteFolha = { ...seedLeiautesFolha()[0]!, id: 0, descricao: 'TXT' }
const LEIAUTE_CSV: LeiauteFolha = {
  ...LEIAUTE_TXT,
  descricao: 'CSV',
  formato: 'CSV',
  cabecalho: true,
  colunas: (['MATRICULA', 'NOME', 'EVENTO', 'DESCRICAO_EVENTO', 'HORAS_HHMM'] as const).map((campo) => ({ campo, tamanho: null })),
}
const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const competenciaDe = (db: Db, id: string | readonly string[] | undefined) => db.competencias.find((c) => String(c.id) === id)
const fechamentoDe = (db: Db, id: string | readonly string[] | undefined) => db.fechamentos.find((f) => String(f.id) === id)

export const fechamentoHandlers = [
  /** The closing periods: every competence (newest first) with its closing, if any. Spring page. */
  http.get('/api/fechamentos', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'competencia.fim', direction: 'desc' }] })
    const linhas = db.competencias.map((c) => {
      const f = db.fechamentos.find((x) => x.competenciaId === c.id)
      return { competencia: competenciaDto(c), fechamento: f ? fechamentoDto(db, f) : null }
    })
    return HttpResponse.json(pageBody(sortBy(linhas, pr.sort), pr))
  }),

  /** BATCH-019: the preview's summary of a competence (its cards as they are now). */
  http.get('/api/fechamentos/preview/:idCompetencia', async ({ request, params }) => {
    const { db } = await session(request)
    const c = competenciaDe(db, params.idCompetencia)
    if (!c) return notFound()
    const f = db.fechamentos.find((x) => x.competenciaId === c.id)
    const encerrada = c.fim < hoje(db)
    return HttpResponse.json({ competencia: competenciaDto(c), fechamento: f ? fechamentoDto(db, f) : null, encerrada, ...resumo(linhasDa(db, c)) })
  }),

  /** BATCH-020: the preview's details: page, size, sort and search (name, matrícula or department). */
  http.get('/api/fechamentos/preview/:idCompetencia/detalhes', async ({ request, params }) => {
    const { db } = await session(request)
    const c = competenciaDe(db, params.idCompetencia)
    if (!c) return notFound()
    const url = new URL(request.url)
    return paginaDeLinhas(linhasDa(db, c), pageRequest(url), url.searchParams.get('search') ?? '')
  }),

  /**
   * BATCH-018: closes a competence ({competenciaId, ignorarInconsistencias}); its cards become read-only.
   * Refused while cards are inconsistent unless the flag is set, before the month ends, or out of order.
   */
  http.post('/api/fechamentos', async ({ request }) => {
    const { db, user } = await session(request)
    const body = objeto(await jsonBody(request))
    const pedido = lerCorpo(fechamentoCorpoSchema, body)
    if (Array.isArray(pedido)) return validationError('Fechamento', pedido)
    const c = pedido.competenciaId === null ? undefined : competenciaDe(db, String(pedido.competenciaId))
    if (!c) {
      return validationError('Fechamento', [{ property: 'competenciaId', message: 'Competência inexistente.', invalidValue: body.competenciaId ?? null }])
    }
    if (c.fechada || c.situacao === 'FECHADA' || db.fechamentos.some((f) => f.competenciaId === c.id)) {
      return springError(409, `A competência ${c.descricaoCurta} já está fechada.`, path(request))
    }
    if (c.fim >= hoje(db)) return springError(400, `A competência ${c.descricaoCurta} só pode ser fechada após o seu término.`, path(request))
    const anteriorAberta = db.competencias.filter((x) => x.inicio < c.inicio && !x.fechada).sort(ordemCompetencia)[0]
    if (anteriorAberta) {
      return springError(400, `Feche antes a competência ${anteriorAberta.descricaoCurta}.`, path(request))
    }
    const ignorar = pedido.ignorarInconsistencias
    const linhas = linhasDa(db, c)
    const inconsistentes = linhas.filter((l) => l.dto.inconsistente).length
    if (inconsistentes > 0 && !ignorar) {
      return validationError('Fechamento', [{
        property: 'ignorarInconsistencias',
        message: inconsistentes === 1
          ? 'Existe 1 cartão ponto com inconsistências. Corrija-o ou marque "Ignorar inconsistências".'
          : `Existem ${inconsistentes} cartões ponto com inconsistências. Corrija-os ou marque "Ignorar inconsistências".`,
        invalidValue: false,
      }])
    }
    const usuario = usuarioDe(db, user)
    const fechamento: Fechamento = {
      id: nextId(db, db.fechamentos),
      competenciaId: c.id,
      dataFechamento: isoLocalDateTime(agora(db)),
      ignorarInconsistencias: ignorar,
      funcionarios: linhas.length,
      horasExtras: linhas.reduce((t, l) => t + l.totais.totalHoraExtraGeral, 0),
      faltas: linhas.reduce((t, l) => t + l.totais.totalFalta, 0),
      horasTrabalhadas: linhas.reduce((t, l) => t + l.totais.totalHoras, 0),
      usuario: usuario?.name ?? user.username,
    }
    db.fechamentos.push(fechamento)
    c.fechada = true
    c.situacao = 'FECHADA'
    sincronizarCongelamento(db, c)
    for (const l of linhas) publicarAlteracao(request, { funcionarioId: l.funcionario.id, competenciaId: c.id })
    return created(fechamentoDto(db, fechamento))
  }),

  /** A closing with its summary. */
  http.get('/api/fechamentos/:id', async ({ request, params }) => {
    if (!/^\d+$/.test(String(params.id))) return undefined
    const { db } = await session(request)
    const f = fechamentoDe(db, params.id)
    const c = f && competenciaDe(db, String(f.competenciaId))
    if (!f || !c) return notFound()
    return HttpResponse.json({ ...fechamentoDto(db, f), resumo: resumo(linhasDa(db, c)) })
  }),

  /** BATCH-022: the closing's details: page, size and sort in the query, the employee search in the body ({funcionario}). */
  http.post('/api/fechamentos/:id/detalhes', async ({ request, params }) => {
    const { db } = await session(request)
    const f = fechamentoDe(db, params.id)
    const c = f && competenciaDe(db, String(f.competenciaId))
    if (!f || !c) return notFound()
    const pedido = lerCorpo(detalhesFechamentoCorpoSchema, objeto(await jsonBody(request)))
    const busca = Array.isArray(pedido) ? '' : pedido.funcionario
    return paginaDeLinhas(linhasDa(db, c), pageRequest(new URL(request.url)), busca)
  }),

  /**
   * The closing's export to the payroll: one line per employee and event (the event register's codes) with the
   * hours of the month. `formato=txt` (default; fixed width: matrícula 10, evento 4, horas HHHMM), `csv` or `xlsx` (a
   * sheet); `leiaute=<id>`: the file the payroll layout describes (its format wins over `formato`).
   */
  http.get('/api/fechamentos/:id/export', async ({ request, params }) => {
    const { db } = await session(request)
    const f = fechamentoDe(db, params.id)
    const c = f && competenciaDe(db, String(f.competenciaId))
    if (!f || !c) return notFound()
    const url = new URL(request.url)
    const idLeiaute = url.searchParams.get('leiaute')
    const leiaute = idLeiaute === null ? null : leiautesFolhaDe(db).find((l) => String(l.id) === idLeiaute)
    if (leiaute === undefined) {
      return validationError('Fechamento', [{ property: 'leiaute', message: 'Leiaute de exportação não encontrado.', invalidValue: idLeiaute }])
    }
    const pedido = url.searchParams.get('formato')
    const formato = leiaute ? (leiaute.formato === 'CSV' ? 'csv' : 'txt') : pedido === 'csv' || pedido === 'xlsx' ? pedido : 'txt'
    const lancamentos = lancamentosDa(db, c)
    const nome = `fechamento-${c.descricaoCurta.replace('/', '-')}.${formato}`
    const arquivo = (corpo: BodyInit, tipo: string) =>
      new HttpResponse(corpo, {
        headers: { 'Content-Type': tipo, 'Content-Disposition': `attachment; filename="${nome}"`, 'x-filename': nome, 'Access-Control-Expose-Headers': 'x-filename' },
      })
    if (formato === 'xlsx') return arquivo(await planilhaDaFolha(lancamentos, c.descricaoCurta), TIPO_XLSX)
    const texto = textoDoLeiaute(leiaute ?? (formato === 'csv' ? LEIAUTE_CSV : LEIAUTE_TXT), lancamentos)
    return arquivo(latin1Bytes(texto), formato === 'csv' ? 'text/csv; charset=ISO-8859-1' : 'text/plain; charset=ISO-8859-1')
  }),

  /** Reopens a closed competence (the latest closed one only): its cards can be corrected again. */
  http.delete('/api/fechamentos/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const f = fechamentoDe(db, params.id)
    const c = f && competenciaDe(db, String(f.competenciaId))
    if (!f || !c) return notFound()
    const posteriorFechada = db.competencias.filter((x) => x.inicio > c.inicio && x.fechada).sort(ordemCompetencia).at(-1)
    if (posteriorFechada) return springError(400, `Reabra antes a competência ${posteriorFechada.descricaoCurta}.`, path(request))
    db.fechamentos.splice(db.fechamentos.indexOf(f), 1)
    c.fechada = false
    c.situacao = 'ABERTA'
    sincronizarCongelamento(db, c)
    for (const func of db.funcionarios.filter((x) => controlaNoPeriodo(x, c.inicio, c.fim))) {
      publicarAlteracao(request, { funcionarioId: func.id, competenciaId: c.id })
    }
    return noContent()
  }),
]
