import { z } from 'zod/mini'
import { COM_PAPEL, definirEndpoints } from '../endpoint'
import { textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

export const MSG_VISAO_JA_EXISTE = 'já existe uma visão com este nome'
export const NOME_VISAO_MAX = 60
/** What one view may keep: its parameters as JSON, in UTF-8 bytes. */
export const PARAMETROS_VISAO_MAX_BYTES = 16 * 1024
export const MSG_PARAMETROS_VISAO_GRANDES = 'Os parâmetros da visão excedem 16 KB.'
export const VISOES_POR_TELA_MAX = 50
export const MSG_LIMITE_VISOES = `Limite de ${VISOES_POR_TELA_MAX} visões salvas nesta tela: exclua uma antes de salvar outra.`

/** The screens with saved views, by key. */
export const TELAS_VISOES = { cartaoPonto: 'cartao-ponto', solicitacoes: 'solicitacoes', inconsistencias: 'inconsistencias' } as const
export type TelaVisoes = (typeof TELAS_VISOES)[keyof typeof TELAS_VISOES]

/** The view seeded for a manager on the time card: the employees of the departments they are responsible for. */
export const NOME_VISAO_MINHA_EQUIPE = 'Minha equipe'

export const MSG_TELA_VISOES = 'Tela sem visões salvas.'

/** A screen's key ('cartao-ponto', 'solicitacoes', 'inconsistencias'): whose views a list shows. Only those screens. */
const telaSchema = z.enum(Object.values(TELAS_VISOES), { error: MSG_TELA_VISOES })

/** The screen's URL search params, as text: opening the view navigates there with them. */
export const parametrosVisaoSchema = z.record(z.string(), z.string())

const tamanhoEmBytes = (valor: unknown) => new TextEncoder().encode(JSON.stringify(valor)).length

/** The parameters a view may be saved with: at most 16 KB. */
const parametrosVisaoCorpoSchema = parametrosVisaoSchema.check(
  z.refine((parametros) => tamanhoEmBytes(parametros) <= PARAMETROS_VISAO_MAX_BYTES, MSG_PARAMETROS_VISAO_GRANDES),
)

/** A filter of a screen saved by name by one user (issue 15 §2). */
export const visaoSalvaSchema = z.object({
  id: z.number(),
  tela: z.string(),
  nome: z.string(),
  parametros: parametrosVisaoSchema,
})
documentar(visaoSalvaSchema, { id: 'VisaoSalva' })
export type VisaoSalva = z.infer<typeof visaoSalvaSchema>

export const visoesSalvasSchema = z.array(visaoSalvaSchema)

export const visaoSalvaCorpoSchema = z.object({
  tela: telaSchema,
  nome: textoObrigatorio(NOME_VISAO_MAX),
  parametros: parametrosVisaoCorpoSchema,
})
documentar(visaoSalvaCorpoSchema, { id: 'VisaoSalvaCorpo' })
export type VisaoSalvaCorpo = z.infer<typeof visaoSalvaCorpoSchema>

export const consultaVisoesSalvas = z.object({ tela: telaSchema })

/** Saved views follow the user across machines; each user sees and deletes only their own (docs/api-extensions.md). */
export const visoesSalvasEndpoints = definirEndpoints(() => ({
  /** The caller's views of one screen, in name order. */
  'GET /api/visoes-salvas': { acesso: COM_PAPEL, origem: 'extensao', consulta: consultaVisoesSalvas, resposta: visoesSalvasSchema },
  /**
   * 201 with the view; 400 when the caller already has a view of that name on that screen, when its parameters exceed
   * 16 KB, or when the caller already has 50 views on that screen.
   */
  'POST /api/visoes-salvas': { acesso: COM_PAPEL, origem: 'extensao', corpo: visaoSalvaCorpoSchema, resposta: visaoSalvaSchema },
  /** 204; another user's view is unknown (404). */
  'DELETE /api/visoes-salvas/:id': { acesso: COM_PAPEL, origem: 'extensao' },
}))
