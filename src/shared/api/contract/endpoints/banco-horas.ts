import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { dataObrigatoria, horasNaoNulas, paginaSpring, referencia, textoLivre } from '../esquemas'
import { documentar } from '../documentar'

/** An hour bank entry by hand: a credit, a debit or a payment of hours. */
export const lancamentoBancoHorasSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string(), matricula: z.nullish(z.string()) })),
  bancoHoras: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  tipo: z.enum(['CREDITO', 'DEBITO', 'PAGAMENTO']),
  origem: z.optional(z.string()),
  horas: z.string(),
  observacao: z.string(),
})
documentar(lancamentoBancoHorasSchema, { id: 'LancamentoBancoHoras' })

/**
 * An hour bank entry as saved: hours 'hhh:mm' above zero. The employee and the bank must exist, the employee linked
 * to the bank on the day (the backend's).
 */
export const lancamentoBancoHorasCorpoSchema = z.object({
  funcionario: referencia(),
  bancoHoras: referencia(),
  data: dataObrigatoria,
  tipo: z.enum(['CREDITO', 'DEBITO', 'PAGAMENTO'], { error: 'deve ser CREDITO, DEBITO ou PAGAMENTO' }),
  horas: horasNaoNulas('deve ser maior que 00:00'),
  observacao: textoLivre(500),
})
documentar(lancamentoBancoHorasCorpoSchema, { id: 'LancamentoBancoHorasCorpo' })
export type LancamentoBancoHorasCorpo = z.input<typeof lancamentoBancoHorasCorpoSchema>

const lancamentos = paginaSpring(lancamentoBancoHorasSchema)
const ler = algum('front_bancohoras_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar')
const escrever = algum('front_bancohoras_lancamento')

export const bancoHorasEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/banco-horas/lancamentos', {
    leitura: ler,
    escrita: escrever,
    lista: lancamentos,
    item: lancamentoBancoHorasSchema,
    corpo: lancamentoBancoHorasCorpoSchema,
  }),
}))
