import { fileTypeFromBuffer } from 'file-type'
import { HttpResponse } from 'msw'
import { AFD_MAX_BYTES, MSG_AFD_GRANDE_DEMAIS } from '@/shared/api/contract/endpoints/afd'
import { formatCpf, formatPis } from '@/shared/lib/identifiers'
import { http } from '../http/contrato'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId, usuarioDe } from '../db/queries'
import type { Db, Empresa, Funcionario, ImportacaoAfd } from '../db/index'
import { lerAfd, type CabecalhoAfd, type MarcacaoAfd, type PortariaAfd } from '../fiscal/afd'
import { dataBr } from '../pdf/formato'
import { created, notFound, pageBody, pageRequest, sortBy, springError, validationError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { publicarAlteracao } from '../timecard/acesso'
import { LoteDeMarcacoes } from '../timecard/lote-marcacoes'
import { session } from './lib/session'
import { nomeDoArquivo } from '../http/nome-de-arquivo'


const MSG_SEM_ARQUIVO = 'Selecione o arquivo AFD.'
const MSG_ARQUIVO_VAZIO = 'O arquivo AFD está vazio.'

/** Bytes a text file never holds: C0 controls but tab, line feed, carriage return and the old end-of-file mark (0x1A). */
function temByteBinario(bytes: Uint8Array): boolean {
  return bytes.some((b) => b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x1a)
}

/** Why the bytes cannot be an AFD, which is a text file (a PNG, a PDF, a ZIP...); null when they are text. */
async function motivoNaoTexto(bytes: Uint8Array): Promise<string | null> {
  const tipo = await fileTypeFromBuffer(bytes)
  if (tipo) return `O arquivo AFD deve ser um arquivo de texto; o arquivo enviado é ${tipo.ext.toUpperCase()}.`
  return temByteBinario(bytes) ? 'O arquivo AFD deve ser um arquivo de texto; o arquivo enviado tem conteúdo binário.' : null
}

function tabela(db: Db): ImportacaoAfd[] {
  db.importacoesAfd ??= []
  return db.importacoesAfd
}

const digitos = (v: string) => v.replace(/\D/g, '')

export function importacaoDto(i: ImportacaoAfd) {
  const { conteudo: _conteudo, ...dto } = i
  return dto
}

function resumoDto(i: ImportacaoAfd) {
  const { erros, pendentes, ...resto } = importacaoDto(i)
  return { ...resto, totalErros: erros.length, totalPendentes: pendentes.length }
}

/** `Map.groupBy`, which Node 20 lacks. */
function agruparPor<T>(itens: readonly T[], chave: (item: T) => string): Map<string, T[]> {
  const grupos = new Map<string, T[]>()
  for (const item of itens) grupos.set(chave(item), [...(grupos.get(chave(item)) ?? []), item])
  return grupos
}

/** The employee a punch of the file belongs to, or why it waits (pendente). */
type Dono = { funcionario: Funcionario } | { motivo: string }

/**
 * An AFD is one employer's clock (its header names the employer): a punch goes to that employer's employee of that
 * CPF (671) or PIS (1510) whose employment covers the day; someone else's, or outside the employment, waits.
 */
function donoDaMarcacao(lote: LoteDeMarcacoes, candidatos: readonly Funcionario[], empresa: Empresa, m: MarcacaoAfd): Dono {
  if (candidatos.length === 0) return { motivo: 'Funcionário não cadastrado.' }
  const doEmpregador = candidatos.filter((f) => f.empresaId === empresa.id)
  if (doEmpregador.length === 0) return { motivo: `Funcionário não pertence ao empregador do arquivo (${empresa.nome}).` }
  const diaDe = (f: Funcionario) => {
    const destino = lote.destino(f, m.data, m.hora)
    return 'semCompetencia' in destino ? destino.semCompetencia : destino.registro.data
  }
  const vigente = doEmpregador.find((f) => f.admissao <= diaDe(f) && (f.demissao === null || diaDe(f) <= f.demissao))
  if (vigente) return { funcionario: vigente }
  const f = doEmpregador[0]!
  return f.demissao !== null && diaDe(f) > f.demissao
    ? { motivo: `Funcionário demitido em ${dataBr(f.demissao)}.` }
    : { motivo: `Funcionário admitido em ${dataBr(f.admissao)}.` }
}

/** Why a punch cannot be on a time card yet, whoever it belongs to: after now, or outside the header's period. */
function foraDoArquivo(m: MarcacaoAfd, cabecalho: CabecalhoAfd | null, agoraLocal: string): string | null {
  if (`${m.data}T${m.hora}` > agoraLocal.slice(0, 16)) return `Marcação no futuro (${dataBr(m.data)} ${m.hora}).`
  if (cabecalho?.inicio && cabecalho.fim && (m.data < cabecalho.inicio || m.data > cabecalho.fim)) {
    return `Data fora do período do cabeçalho (${dataBr(cabecalho.inicio)} a ${dataBr(cabecalho.fim)}).`
  }
  return null
}

/** ' (turno iniciado em dd/mm/aaaa)' when a punch goes to the day its shift began, not to its own date (rule 14). */
function doTurno(m: MarcacaoAfd, dia: string): string {
  return dia === m.data ? '' : ` (turno iniciado em ${dataBr(dia)})`
}

/**
 * Puts the file's punches on the employees' days as ORIGINAL punches (nsr and the clock), once each:
 * a punch of the same clock and NSR, or the same employee and minute, is already there. Punches that cannot go on a
 * card yet (unknown CPF/PIS, another employer's employee, outside the employment, the future, days outside an open
 * competence) wait (pendentes) with the reason, for a reprocess.
 */
function importarMarcacoes(request: Request, db: Db, imp: ImportacaoAfd, bytes: Uint8Array, reprocesso = false) {
  const lido = lerAfd(bytes, imp.portaria ?? undefined)
  const empresa = empresaDoArquivo(db, lido.cabecalho?.cnpjCpf ?? null)
  const numero = lido.cabecalho?.numeroFabricacao ?? ''
  const equipamento = db.equipamentos.find((e) => e.numeroFabricacao === numero)?.descricao ?? numero
  const alterados = new Map<string, { funcionarioId: number; competenciaId: number }>()
  const eramPendentes = new Set(imp.pendentes.map((p) => p.linha))
  imp.pendentes = []
  let importadas = 0
  let duplicadas = 0
  const lote = new LoteDeMarcacoes(db)
  const porCpf = agruparPor(db.funcionarios, (f) => digitos(f.cpf))
  const porPis = agruparPor(db.funcionarios, (f) => digitos(f.pis))
  const agoraLocal = isoLocalDateTime(agora(db))
  for (const m of lido.marcacoes) {
    const identificacao = m.cpf ? `CPF ${formatCpf(m.cpf)}` : `PIS ${formatPis(m.pis)}`
    const pendente = (motivo: string) => imp.pendentes.push({ linha: m.linha, nsr: m.nsr, data: m.data, hora: m.hora, identificacao, motivo })
    const candidatos = (m.cpf ? porCpf.get(m.cpf) : porPis.get(m.pis ?? '')) ?? []
    const dono = empresa ? donoDaMarcacao(lote, candidatos, empresa, m) : { motivo: 'Empregador do arquivo não cadastrado.' }
    if ('motivo' in dono) {
      pendente(dono.motivo)
      continue
    }
    const fora = foraDoArquivo(m, lido.cabecalho, agoraLocal)
    if (fora) {
      pendente(fora)
      continue
    }
    const f = dono.funcionario
    // Rule 14: the exit of a night shift goes to the day the shift began.
    const destino = lote.destino(f, m.data, m.hora)
    if ('semCompetencia' in destino) {
      pendente(`Não existe competência para a data${doTurno(m, destino.semCompetencia)}.`)
      continue
    }
    const { registro, competencia } = destino
    if (competencia.fechada || competencia.situacao !== 'ABERTA') {
      lote.aguardar(f.id, registro.data, { data: m.data, hora: m.hora })
      pendente(`Competência ${competencia.descricaoCurta} fechada${doTurno(m, registro.data)}.`)
      continue
    }
    if (lote.repetida(f.id, equipamento, m.nsr, `${m.data}T${m.hora}:00`)) {
      // A reprocess retries the pending punches: the file's others were counted when it was first imported.
      if (!reprocesso || eramPendentes.has(m.linha)) duplicadas++
      continue
    }
    lote.incluir(registro, { data: m.data, hora: m.hora, nsr: m.nsr, equipamento })
    importadas++
    alterados.set(`${f.id}:${competencia.id}`, { funcionarioId: f.id, competenciaId: competencia.id })
  }
  imp.importadas += importadas
  imp.duplicadas = reprocesso ? imp.duplicadas + duplicadas : duplicadas
  for (const ids of alterados.values()) publicarAlteracao(request, ids)
}

/** The registered company of the header's CNPJ (a file of an unregistered one is rejected before import). */
function empresaDoArquivo(db: Db, cnpj: string | null): Empresa | undefined {
  return cnpj === null ? undefined : db.empresas.find((e) => digitos(e.cnpj).padStart(14, '0') === cnpj)
}

function lerPortaria(valor: FormDataEntryValue | null): PortariaAfd | null | 'invalida' {
  if (valor === null || valor === '' || valor === 'AUTO') return null
  return valor === '671' || valor === '1510' ? valor : 'invalida'
}

export const afdHandlers = [
  /** The AFD imports, newest first (Spring page). */
  http.get('/api/afd', async ({ request }) => {
    const { db } = await session(request)
    const pr = pageRequest(new URL(request.url), { sort: [{ property: 'id', direction: 'desc' }] })
    return HttpResponse.json(pageBody(sortBy(tabela(db).map(resumoDto), pr.sort), pr))
  }),

  /** One import with its errors (line by line) and pending punches. */
  http.get('/api/afd/:id', async ({ request, params }) => {
    const { db } = await session(request)
    const imp = tabela(db).find((i) => String(i.id) === params.id)
    return imp ? HttpResponse.json(importacaoDto(imp)) : notFound()
  }),

  /**
   * Uploads an AFD (multipart `file`, optional `portaria` 671 | 1510; detected from the header otherwise). A file
   * with any error is REJEITADO with its errors and imports nothing; a valid one is IMPORTADO. 201 with the import.
   */
  http.post('/api/afd/upload', async ({ request }) => {
    const { db, user } = await session(request)
    let form: FormData
    try {
      form = await request.formData()
    } catch {
      return validationError('ImportacaoAfd', [{ property: 'file', message: MSG_SEM_ARQUIVO }])
    }
    const file = form.get('file')
    if (!(file instanceof Blob)) return validationError('ImportacaoAfd', [{ property: 'file', message: MSG_SEM_ARQUIVO }])
    if (file.size === 0) return validationError('ImportacaoAfd', [{ property: 'file', message: MSG_ARQUIVO_VAZIO }])
    if (file.size > AFD_MAX_BYTES) return validationError('ImportacaoAfd', [{ property: 'file', message: MSG_AFD_GRANDE_DEMAIS }])
    const portaria = lerPortaria(form.get('portaria'))
    if (portaria === 'invalida') return validationError('ImportacaoAfd', [{ property: 'portaria', message: 'Portaria deve ser 671 ou 1510.' }])
    const bytes = new Uint8Array(await file.arrayBuffer())
    const naoTexto = await motivoNaoTexto(bytes)
    if (naoTexto) return validationError('ImportacaoAfd', [{ property: 'file', message: naoTexto }])
    const lido = lerAfd(bytes, portaria ?? undefined)
    const cnpj = lido.cabecalho?.cnpjCpf ?? null
    if (lido.cabecalho && !empresaDoArquivo(db, cnpj)) {
      lido.erros.unshift({ linha: 1, mensagem: `Empregador do arquivo (CNPJ/CPF ${cnpj}) não cadastrado.` })
    }
    const usuario = usuarioDe(db, user)
    const imp: ImportacaoAfd = {
      id: nextId(db, tabela(db)),
      nomeArquivo: file instanceof File ? nomeDoArquivo(file.name, 'AFD.txt') : 'AFD.txt',
      portaria: lido.portaria,
      dataImportacao: isoLocalDateTime(agora(db)),
      usuario: usuario?.name ?? user.username,
      situacao: lido.erros.length > 0 ? 'REJEITADO' : 'IMPORTADO',
      numeroFabricacao: lido.cabecalho?.numeroFabricacao ?? null,
      empregador: cnpj,
      razaoSocial: lido.cabecalho?.razaoSocial ?? null,
      inicio: lido.cabecalho?.inicio || null,
      fim: lido.cabecalho?.fim || null,
      linhas: lido.linhas,
      marcacoes: lido.marcacoes.length,
      importadas: 0,
      duplicadas: 0,
      pendentes: [],
      erros: lido.erros,
      reprocessamentos: 0,
      conteudo: Buffer.from(bytes).toString('base64'),
    }
    if (imp.situacao === 'IMPORTADO') importarMarcacoes(request, db, imp, bytes)
    tabela(db).push(imp)
    return created(importacaoDto(imp))
  }),

  /** Reprocesses an imported file: punches still missing (new employees, reopened months) are imported now. */
  http.post('/api/afd/:id/reprocessar', async ({ request, params }) => {
    const { db } = await session(request)
    const imp = tabela(db).find((i) => String(i.id) === params.id)
    if (!imp) return notFound()
    if (imp.situacao === 'REJEITADO') {
      return springError(400, 'Arquivo rejeitado não pode ser reprocessado: corrija-o e envie novamente.', new URL(request.url).pathname)
    }
    importarMarcacoes(request, db, imp, new Uint8Array(Buffer.from(imp.conteudo, 'base64')), true)
    imp.reprocessamentos++
    return HttpResponse.json(importacaoDto(imp))
  }),
]
