import { z } from 'zod/mini'

export const MSG_COMPETENCIA = 'Preenchimento da competência é obrigatório'
export const MSG_TIPO = 'Preenchimento do relatório é obrigatório'

/** The report chosen first, when the server offers it; else the first offered. */
export const TIPO_PADRAO = 'resumo-horas'

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
  /** One of the reports GET /api/relatorios offers. */
  tipo: z.string().check(z.minLength(1, MSG_TIPO)),
  competencia: z.pipe(
    z.nullable(z.number()),
    z.custom<number>((value) => typeof value === 'number', MSG_COMPETENCIA),
  ),
  departamento: z.nullable(z.number()),
  cargo: z.nullable(z.number()),
  localTrabalho: z.nullable(z.number()),
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

/** The default report among those offered (`tipos`): TIPO_PADRAO when offered, else the first; none when none. */
export function tipoInicial(tipos: readonly string[]): string {
  return tipos.includes(TIPO_PADRAO) ? TIPO_PADRAO : (tipos[0] ?? '')
}

export function valoresIniciais(competencia: number | null, tipos: readonly string[] = [TIPO_PADRAO]): ParametrosRelatorioInput {
  return { tipo: tipoInicial(tipos), competencia, departamento: null, cargo: null, localTrabalho: null, ...PARAMETROS_RELATORIO_PADRAO }
}

export const CAMPOS_RELATORIO = [
  'tipo', 'competencia', 'departamento', 'cargo', 'localTrabalho', 'ordemRelatorio', 'ativo', 'controlaPonto', 'formato',
] as const
