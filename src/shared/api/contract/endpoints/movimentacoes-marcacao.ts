import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { DATA_INVALIDA, NAO_NULO, dataObrigatoria, diaIso, paginaSpring } from '../esquemas'
import { diasEntre, quandoValidos } from '../cartao'
import { documentar } from '../documentar'

/** A bulk move of punches to another day (/move-marcacao): who, when, whose punches and where they went. */
export const movimentacaoMarcacaoSchema = z.object({
  id: z.number(),
  dataHora: z.string(),
  usuario: z.string(),
  funcionario: z.object({ id: z.number(), nome: z.string() }),
  dataDestino: z.string(),
  quantidade: z.number(),
  marcacoes: z.array(z.object({ marcacaoId: z.number(), data: z.string(), hora: z.string(), dataOrigem: z.string() })),
})
documentar(movimentacaoMarcacaoSchema, { id: 'MovimentacaoMarcacao' })
export type MovimentacaoMarcacao = z.infer<typeof movimentacaoMarcacaoSchema>

/** A punch that may be moved: its day register (dataRegistro), clock date and time, kind and slot (1..8). */
export const marcacaoMovivelSchema = z.object({
  id: z.number(),
  idRegistro: z.number(),
  dataRegistro: z.string(),
  data: z.string(),
  hora: z.string(),
  tipoMarcacao: z.string(),
  posicao: z.number(),
})
documentar(marcacaoMovivelSchema, { id: 'MarcacaoMovivel' })
export type MarcacaoMovivel = z.infer<typeof marcacaoMovivelSchema>

export const MSG_SELECIONE_MARCACAO = 'Selecione ao menos uma marcação'
export const MSG_DIA_DESTINO_OBRIGATORIO = 'Preenchimento do dia de destino é obrigatório'
export const MAX_DIAS_MOVIMENTACAO = 31

const ehInteiro = (v: unknown) => typeof v === 'number' && Number.isInteger(v)

/**
 * The chosen punches of an employee go to the day `dataDestino` of the same card, all or none. The card's editing
 * rules and where each punch may go (the time card's drag-and-drop rules) are the backend's.
 */
export const movimentacaoMarcacaoCorpoSchema = z.object({
  funcionarioId: z.number({ error: NAO_NULO }).check(z.refine(Number.isInteger, NAO_NULO)),
  marcacaoIds: z.pipe(
    z.unknown().check(z.refine((v) => Array.isArray(v) && v.length > 0 && v.every(ehInteiro), MSG_SELECIONE_MARCACAO)),
    z.transform((v) => [...new Set(v as number[])]),
  ),
  dataDestino: z.string({ error: MSG_DIA_DESTINO_OBRIGATORIO }).check(
    z.minLength(1, { error: MSG_DIA_DESTINO_OBRIGATORIO, abort: true }),
    z.refine((d) => diaIso(d) === d, DATA_INVALIDA),
  ),
})
// The docs describe the ids the pipe reads (zod-openapi describes a pipe by its input).
documentar(movimentacaoMarcacaoCorpoSchema.shape.marcacaoIds, {
  override: { type: 'array', items: { type: 'integer' }, minItems: 1 },
})
documentar(movimentacaoMarcacaoCorpoSchema, { id: 'MovimentacaoMarcacaoCorpo' })
export type MovimentacaoMarcacaoCorpo = z.input<typeof movimentacaoMarcacaoCorpoSchema>

const periodoValido = quandoValidos('inicio', 'fim')

/** The punches of an employee in a period of at most 31 days. */
export const marcacoesConsultaSchema = z
  .object({
    funcionario: z.pipe(z.string({ error: NAO_NULO }).check(z.regex(/^\d+$/, NAO_NULO)), z.transform(Number)),
    inicio: dataObrigatoria,
    fim: dataObrigatoria,
  })
  .check(
    z.refine((p) => p.fim >= p.inicio, { error: 'deve ser igual ou posterior ao início', path: ['fim'], when: periodoValido }),
    z.refine((p) => p.fim < p.inicio || diasEntre(p.inicio, p.fim) <= MAX_DIAS_MOVIMENTACAO, {
      error: `o período deve ter no máximo ${MAX_DIAS_MOVIMENTACAO} dias`,
      path: ['fim'],
      when: periodoValido,
    }),
  )

const ler = algum('front_move_marcacao')
const movimentacoes = paginaSpring(movimentacaoMarcacaoSchema)

export const movimentacoesMarcacaoEndpoints = definirEndpoints(() => ({
  'GET /api/movimentacoes-marcacao/marcacoes': {
    acesso: ler,
    origem: 'extensao',
    consulta: z.object({ funcionario: z.number(), inicio: z.iso.date(), fim: z.iso.date() }),
    resposta: z.array(marcacaoMovivelSchema),
  },
  'GET /api/movimentacoes-marcacao/search/fulltext': { acesso: ler, origem: 'rest', resposta: movimentacoes },
  'GET /api/movimentacoes-marcacao': { acesso: ler, origem: 'rest', resposta: movimentacoes },
  'GET /api/movimentacoes-marcacao/:id': { acesso: ler, origem: 'rest', resposta: movimentacaoMarcacaoSchema },
  'POST /api/movimentacoes-marcacao': {
    acesso: ler,
    origem: 'rest',
    corpo: movimentacaoMarcacaoCorpoSchema,
    resposta: movimentacaoMarcacaoSchema,
  },
}))
