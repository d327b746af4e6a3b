import { z } from 'zod/mini'
import { algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { dataObrigatoria, paginaSpring, referencia, textoLivre } from '../esquemas'
import { documentar } from '../documentar'

/** A day bank entry by hand: days credited (positive) or debited (negative). */
export const lancamentoBancoDiasSchema = z.object({
  id: z.number(),
  funcionario: z.nullish(z.object({ id: z.number(), nome: z.string() })),
  bancoDias: z.nullish(z.object({ id: z.number(), descricao: z.string() })),
  data: z.string(),
  dias: z.number(),
  tipo: z.string(),
  observacao: z.string(),
})
documentar(lancamentoBancoDiasSchema, { id: 'LancamentoBancoDias' })

const DIAS = 'deve ser um número de dias diferente de zero'

/**
 * A day bank entry as saved: a whole number of days from -365 to 365 other than zero. The employee and the bank
 * must exist, the employee linked to the bank on the day (the backend's).
 */
export const lancamentoBancoDiasCorpoSchema = z.object({
  funcionario: referencia(),
  bancoDias: referencia(),
  data: dataObrigatoria,
  dias: z.coerce.number({ error: DIAS }).check(z.refine((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 365, DIAS)),
  observacao: textoLivre(500),
})
documentar(lancamentoBancoDiasCorpoSchema, { id: 'LancamentoBancoDiasCorpo' })
export type LancamentoBancoDiasCorpo = z.input<typeof lancamentoBancoDiasCorpoSchema>

const lancamentos = paginaSpring(lancamentoBancoDiasSchema)
const ler = algum('front_bancodias_lancamento', 'front_manutencao_visualizar', 'front_manutencao_propria', 'front_funcionario_visualizar')
const escrever = algum('front_bancodias_lancamento')

export const bancoDiasEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/banco-dias/lancamentos', {
    leitura: ler,
    escrita: escrever,
    lista: lancamentos,
    item: lancamentoBancoDiasSchema,
    corpo: lancamentoBancoDiasCorpoSchema,
  }),
}))
