import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { colecaoHal, idObrigatorio, inteiroEntre, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** A company's closing period: from `diaInicio` of one month to the day before it in the next. */
export const periodoFechamentoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  empresaId: z.number(),
  empresa: z.optional(z.string()),
  diaInicio: z.number(),
})
documentar(periodoFechamentoSchema, { id: 'PeriodoFechamento' })

/** A closing period as saved; the company must exist (the backend's). */
export const periodoFechamentoCorpoSchema = z.object({
  descricao: textoObrigatorio(100),
  empresaId: idObrigatorio,
  diaInicio: inteiroEntre(1, 28),
})
documentar(periodoFechamentoCorpoSchema, { id: 'PeriodoFechamentoCorpo' })
export type PeriodoFechamentoCorpo = z.input<typeof periodoFechamentoCorpoSchema>

const periodos = colecaoHal('periodosfechamento', periodoFechamentoSchema)
const escrever = algum('front_periodo_fechamento')

export const periodosfechamentoEndpoints = definirEndpoints(() => ({
  ...endpointsDeCadastro('/api/periodosfechamento', {
    leitura: COM_PAPEL,
    escrita: escrever,
    lista: periodos,
    item: periodoFechamentoSchema,
    corpo: periodoFechamentoCorpoSchema,
  }),
}))
