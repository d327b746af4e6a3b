import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { consultaPaginada, paginaSpring } from '../esquemas'
import { documentar } from '../documentar'

const base = {
  id: z.number(),
  nomeArquivo: z.string(),
  portaria: z.nullable(z.string()),
  dataImportacao: z.string(),
  usuario: z.string(),
  /** IMPORTADO or REJEITADO. */
  situacao: z.string(),
  numeroFabricacao: z.nullable(z.string()),
  empregador: z.nullable(z.string()),
  razaoSocial: z.nullable(z.string()),
  inicio: z.nullable(z.string()),
  fim: z.nullable(z.string()),
  linhas: z.number(),
  marcacoes: z.number(),
  importadas: z.number(),
  duplicadas: z.number(),
  reprocessamentos: z.number(),
}

/** A row of GET /api/afd. */
export const importacaoAfdResumoSchema = z.object({ ...base, totalErros: z.number(), totalPendentes: z.number() })
documentar(importacaoAfdResumoSchema, { id: 'ImportacaoAfdResumo' })
export type ImportacaoAfdResumo = z.output<typeof importacaoAfdResumoSchema>

export const erroAfdSchema = z.object({ linha: z.number(), mensagem: z.string() })
export type ErroAfd = z.output<typeof erroAfdSchema>

export const pendenteAfdSchema = z.object({
  linha: z.number(), nsr: z.number(), data: z.string(), hora: z.string(), identificacao: z.string(), motivo: z.string(),
})
export type PendenteAfd = z.output<typeof pendenteAfdSchema>

/** An import with its errors (line by line) and the punches still waiting. */
export const importacaoAfdSchema = z.object({ ...base, erros: z.array(erroAfdSchema), pendentes: z.array(pendenteAfdSchema) })
documentar(importacaoAfdSchema, { id: 'ImportacaoAfd' })
export type ImportacaoAfd = z.output<typeof importacaoAfdSchema>

/** The largest AFD the import takes (the server refuses a larger one; the form says so before sending it). */
export const AFD_MAX_BYTES = 20 * 1024 * 1024
export const MSG_AFD_GRANDE_DEMAIS = 'O arquivo AFD é maior que 20 MB.'

const importar = algum('front_importacaoafd')

export const afdEndpoints = definirEndpoints(() => ({
  'GET /api/afd': { acesso: importar, origem: 'rest', consulta: consultaPaginada, resposta: paginaSpring(importacaoAfdResumoSchema) },
  'GET /api/afd/:id': { acesso: importar, origem: 'rest', resposta: importacaoAfdSchema },
  /** Multipart: `file` (the AFD, a text file of at most 20 MB) and optional `portaria` (671 or 1510; else detected). */
  'POST /api/afd/upload': { acesso: importar, origem: 'extensao', resposta: importacaoAfdSchema },
  'POST /api/afd/:id/reprocessar': { acesso: importar, origem: 'extensao', resposta: importacaoAfdSchema },
}))
