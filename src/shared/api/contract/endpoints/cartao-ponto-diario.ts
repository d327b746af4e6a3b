import { z } from 'zod/mini'
import { algum, definirEndpoints } from '../endpoint'
import { dataDoCorpo, inteiroOpcional } from '../cartao'
import { documentar } from '../documentar'

/** One employee's day on the daily card: punches and figures as their time card shows them ('' = none). */
export const linhaCartaoDiarioSchema = z.object({
  funcionario: z.object({ id: z.number(), nome: z.string(), matricula: z.string() }),
  departamento: z.nullable(z.object({ id: z.number(), descricao: z.string() })),
  marcacoes: z.array(z.string()),
  cargaHoraria: z.string(),
  horas: z.string(),
  horaExtra: z.string(),
  falta: z.string(),
  atraso: z.string(),
  saidaAntecipada: z.string(),
  saldoBanco: z.string(),
  ocorrencia: z.nullable(z.string()),
  errorMessage: z.nullable(z.string()),
  inconsistente: z.boolean(),
})
export type LinhaCartaoDiario = z.output<typeof linhaCartaoDiarioSchema>

/** GET /api/cartao-ponto-diario: the daily card of every visible employee. */
export const cartaoDiarioSchema = z.object({
  data: z.string(),
  competencia: z.nullable(z.object({ id: z.number(), descricaoCurta: z.string() })),
  linhas: z.array(linhaCartaoDiarioSchema),
})
documentar(cartaoDiarioSchema, { id: 'CartaoPontoDiario' })
export type CartaoDiario = z.output<typeof cartaoDiarioSchema>

/** The day (today when absent) and the department of the employees. */
export const cartaoDiarioConsultaSchema = z.object({
  data: dataDoCorpo({ obrigatoria: null, estrita: true }),
  departamentoId: inteiroOpcional(),
})

export const cartaoPontoDiarioEndpoints = definirEndpoints(() => ({
  'GET /api/cartao-ponto-diario': {
    acesso: algum('front_cartao_ponto_diario'),
    origem: 'rest',
    consulta: cartaoDiarioConsultaSchema,
    resposta: cartaoDiarioSchema,
  },
}))
