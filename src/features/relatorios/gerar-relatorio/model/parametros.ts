import { z } from 'zod/mini'

export const MSG_COMPETENCIA = 'Preenchimento da competencia e obrigatorio'

/** The reports of /relatorios (the server's {tipo}). */
export const TIPOS_RELATORIO = [
  { value: 'resumo-horas', label: 'Resumo de Horas por Funcionário' },
  { value: 'ocorrencias', label: 'Faltas, Atrasos e Saídas Antecipadas' },
] as const
export type TipoRelatorio = (typeof TIPOS_RELATORIO)[number]['value']

export const ORDENS_RELATORIO = [
  { value: 'departamento', label: 'Departamento' },
  { value: 'nome', label: 'Nome' },
  { value: 'matricula', label: 'Matrícula' },
] as const

export const OPCOES_ATIVO = [
  { value: 'true', label: 'Ativos' },
  { value: 'false', label: 'Demitidos' },
  { value: 'todos', label: 'Todos' },
] as const

export const OPCOES_CONTROLA_PONTO = [
  { value: 'true', label: 'Controlam ponto' },
  { value: 'false', label: 'Não controlam ponto' },
  { value: 'todos', label: 'Todos' },
] as const

export const FORMATOS = [
  { value: 'pdf', label: 'PDF' },
  { value: 'csv', label: 'CSV (planilha)' },
] as const

/** The report parameters of doc2 §3. */
export const parametrosRelatorioSchema = z.object({
  tipo: z.enum(['resumo-horas', 'ocorrencias']),
  competencia: z.pipe(
    z.nullable(z.number()),
    z.custom<number>((value) => typeof value === 'number', MSG_COMPETENCIA),
  ),
  departamento: z.nullable(z.number()),
  ordemRelatorio: z.enum(['departamento', 'nome', 'matricula']),
  ativo: z.enum(['true', 'false', 'todos']),
  controlaPonto: z.enum(['true', 'false', 'todos']),
  listarAtrasosSaidaAntecipada: z.boolean(),
  formato: z.enum(['pdf', 'csv']),
})

export type ParametrosRelatorioInput = z.input<typeof parametrosRelatorioSchema>
export type ParametrosRelatorio = z.output<typeof parametrosRelatorioSchema>

/**
 * BATCH-014..017: ordemRelatorio 'departamento', ativo and controlaPonto the string 'true',
 * listarAtrasosSaidaAntecipada true, formato 'pdf'.
 */
export const PARAMETROS_RELATORIO_PADRAO = {
  ordemRelatorio: 'departamento',
  ativo: 'true',
  controlaPonto: 'true',
  listarAtrasosSaidaAntecipada: true,
  formato: 'pdf',
} as const satisfies Partial<ParametrosRelatorio>

export function valoresIniciais(competencia: number | null): ParametrosRelatorioInput {
  return { tipo: 'resumo-horas', competencia, departamento: null, ...PARAMETROS_RELATORIO_PADRAO }
}

export const CAMPOS_RELATORIO = ['competencia', 'departamento', 'ordemRelatorio', 'ativo', 'controlaPonto', 'formato'] as const
