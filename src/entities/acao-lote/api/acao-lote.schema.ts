import { z } from 'zod/mini'

const ref = z.object({ id: z.number(), descricao: z.string() })

/** An employee of the batch list (BATCH-001): the search summary with the department and position in force. */
export const funcionarioLoteSchema = z.object({
  id: z.number(),
  matricula: z.nullable(z.string()),
  nome: z.string(),
  nomeOrNomeSocial: z.string(),
  ativo: z.boolean(),
  controlaPonto: z.boolean(),
  departamento: z.nullable(ref),
  cargo: z.nullable(ref),
})
export type FuncionarioLote = z.infer<typeof funcionarioLoteSchema>

export const TIPOS_ACAO_LOTE = [
  'JUSTIFICAR',
  'ALTERAR_FUNCIONARIOS',
  'VINCULAR_QUADRO_HORARIO',
  'VINCULAR_BANCO_HORAS',
  'VINCULAR_BANCO_COMPENSACAO',
  'VINCULAR_QUADRO_HORARIO_ESPECIAL',
  'ABONO_PONTO_FACULTATIVO',
] as const

/** A batch action done, as listed on /acoes-lote. */
export const acaoLoteResumoSchema = z.object({
  id: z.number(),
  tipo: z.string(),
  descricao: z.string(),
  dataHora: z.string(),
  usuario: z.string(),
  dataInicial: z.nullable(z.string()),
  dataFinal: z.nullable(z.string()),
  quantidadeFuncionarios: z.number(),
})
export type AcaoLoteResumo = z.infer<typeof acaoLoteResumoSchema>

/** One batch action (/acoes-lote/{id}/view): what was applied, to whom, and how many treatments carry its id. */
export const acaoLoteDetalheSchema = z.object({
  ...acaoLoteResumoSchema.shape,
  parametros: z.array(z.object({ label: z.string(), valor: z.string() })),
  funcionarios: z.array(funcionarioLoteSchema),
  tratamentos: z.number(),
})
export type AcaoLoteDetalhe = z.infer<typeof acaoLoteDetalheSchema>
