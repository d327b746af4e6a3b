import { fileTypeFromBuffer } from 'file-type'
import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { isoLocalDateTime } from '../db/lib/dates'
import { nextId, usuarioDe } from '../db/queries'
import type { Db, ImportacaoAfd } from '../db/index'
import { lerAfd, type PortariaAfd } from '../fiscal/afd'
import { created, notFound, pageBody, pageRequest, sortBy, springError, validationError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { publicarAlteracao } from '../timecard/acesso'
import { LoteDeMarcacoes } from '../timecard/lote-marcacoes'
import { session } from './lib/session'


const MSG_SEM_ARQUIVO = 'Selecione o arquivo AFD.'
const MAX_BYTES = 20 * 1024 * 1024

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

/**
 * Puts the file's punches on the employees' days as ORIGINAL punches (nsr and the clock), once each:
 * a punch of the same clock and NSR, or the same employee and minute, is already there. Punches of unknown
 * CPF/PIS or of days outside an open competence wait (pendentes) for a reprocess.
 */
function importarMarcacoes(request: Request, db: Db, imp: ImportacaoAfd, bytes: Uint8Array) {
  const lido = lerAfd(bytes, imp.portaria ?? undefined)
  const numero = lido.cabecalho?.numeroFabricacao ?? ''
  const equipamento = db.equipamentos.find((e) => e.numeroFabricacao === numero)?.descricao ?? numero
  const alterados = new Map<string, { funcionarioId: number; competenciaId: number }>()
  imp.pendentes = []
  let importadas = 0
  let duplicadas = 0
  const lote = new LoteDeMarcacoes(db)
  const porCpf = new Map(db.funcionarios.map((f) => [digitos(f.cpf), f]))
  const porPis = new Map(db.funcionarios.map((f) => [digitos(f.pis), f]))
  for (const m of lido.marcacoes) {
    const identificacao = m.cpf ? `CPF ${m.cpf}` : `PIS ${m.pis ?? ''}`
    const pendente = (motivo: string) => imp.pendentes.push({ linha: m.linha, nsr: m.nsr, data: m.data, hora: m.hora, identificacao, motivo })
    const f = m.cpf ? porCpf.get(m.cpf) : porPis.get(m.pis ?? '')
    if (!f) {
      pendente('Funcionário não cadastrado.')
      continue
    }
    // Rule 14: the exit of a night shift goes to the day the shift began.
    const destino = lote.destino(f, m.data, m.hora)
    if ('semCompetencia' in destino) {
      pendente('Não existe competência para a data.')
      continue
    }
    const { registro, competencia } = destino
    if (competencia.fechada || competencia.situacao !== 'ABERTA') {
      pendente(`Competência ${competencia.descricaoCurta} fechada.`)
      continue
    }
    if (lote.repetida(f.id, equipamento, m.nsr, `${m.data}T${m.hora}:00`)) {
      duplicadas++
      continue
    }
    lote.incluir(registro, { data: m.data, hora: m.hora, nsr: m.nsr, equipamento })
    importadas++
    alterados.set(`${f.id}:${competencia.id}`, { funcionarioId: f.id, competenciaId: competencia.id })
  }
  imp.importadas += importadas
  imp.duplicadas = duplicadas
  for (const ids of alterados.values()) publicarAlteracao(request, ids)
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
    if (!(file instanceof Blob) || file.size === 0) return validationError('ImportacaoAfd', [{ property: 'file', message: MSG_SEM_ARQUIVO }])
    if (file.size > MAX_BYTES) return validationError('ImportacaoAfd', [{ property: 'file', message: 'Arquivo maior que 20 MB.' }])
    const portaria = lerPortaria(form.get('portaria'))
    if (portaria === 'invalida') return validationError('ImportacaoAfd', [{ property: 'portaria', message: 'Portaria deve ser 671 ou 1510.' }])
    const bytes = new Uint8Array(await file.arrayBuffer())
    const naoTexto = await motivoNaoTexto(bytes)
    if (naoTexto) return validationError('ImportacaoAfd', [{ property: 'file', message: naoTexto }])
    const lido = lerAfd(bytes, portaria ?? undefined)
    const cnpj = lido.cabecalho?.cnpjCpf ?? null
    if (lido.cabecalho && !db.empresas.some((e) => digitos(e.cnpj).padStart(14, '0') === cnpj)) {
      lido.erros.unshift({ linha: 1, mensagem: `Empregador do arquivo (CNPJ/CPF ${cnpj}) não cadastrado.` })
    }
    const usuario = usuarioDe(db, user)
    const imp: ImportacaoAfd = {
      id: nextId(tabela(db)),
      nomeArquivo: file instanceof File && file.name ? file.name : 'AFD.txt',
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
    importarMarcacoes(request, db, imp, new Uint8Array(Buffer.from(imp.conteudo, 'base64')))
    imp.reprocessamentos++
    return HttpResponse.json(importacaoDto(imp))
  }),
]
