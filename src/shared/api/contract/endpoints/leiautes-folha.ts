import { z } from 'zod/mini'
import { COM_PAPEL, algum, definirEndpoints, endpointsDeCadastro } from '../endpoint'
import { paginaSpring, textoObrigatorio } from '../esquemas'
import { documentar } from '../documentar'

/** What a column of the payroll export can carry, per line (one employee and one event). */
export const CAMPOS_LEIAUTE_FOLHA = [
  'MATRICULA',
  'CPF',
  'PIS',
  'NOME',
  'EVENTO',
  'DESCRICAO_EVENTO',
  'HORAS_HHMM',
  'HORAS_DECIMAL',
  'COMPETENCIA_MMAAAA',
  'EMPRESA_CNPJ',
] as const
export type CampoLeiauteFolha = (typeof CAMPOS_LEIAUTE_FOLHA)[number]

export const FORMATOS_LEIAUTE_FOLHA = ['TXT_FIXO', 'CSV'] as const
export type FormatoLeiauteFolha = (typeof FORMATOS_LEIAUTE_FOLHA)[number]
/** Between the cells of a CSV layout: semicolon, comma or tab. */
export const SEPARADORES_LEIAUTE_FOLHA = [';', ',', '\t'] as const
export const DECIMAIS_LEIAUTE_FOLHA = [',', '.'] as const
export const LARGURA_MAXIMA_COLUNA = 100

export const MSG_LEIAUTE = {
  formato: 'formato deve ser TXT_FIXO ou CSV',
  separador: 'separador deve ser ponto e vírgula, vírgula ou tabulação',
  decimal: 'separador decimal deve ser vírgula ou ponto',
  campo: 'campo desconhecido',
  colunas: 'informe ao menos uma coluna',
  tamanho: `largura deve estar entre 1 e ${LARGURA_MAXIMA_COLUNA}`,
  tamanhoObrigatorio: 'informe a largura da coluna (leiaute de largura fixa)',
  descricaoRepetida: 'já existe um leiaute com esta descrição',
} as const

const colunaSchema = z.object({ campo: z.enum(CAMPOS_LEIAUTE_FOLHA), tamanho: z.nullable(z.number()) })

/** A layout of the closing's payroll export (docs/api-extensions.md, "Leiautes de exportação da folha"). */
export const leiauteFolhaSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  formato: z.enum(FORMATOS_LEIAUTE_FOLHA),
  separador: z.enum(SEPARADORES_LEIAUTE_FOLHA),
  cabecalho: z.boolean(),
  decimal: z.enum(DECIMAIS_LEIAUTE_FOLHA),
  colunas: z.array(colunaSchema),
})
documentar(leiauteFolhaSchema, { id: 'LeiauteFolha' })
export type LeiauteFolha = z.output<typeof leiauteFolhaSchema>

const larguraSchema = z.optional(
  z.nullable(
    z.number({ error: MSG_LEIAUTE.tamanho }).check(
      z.refine((n) => Number.isInteger(n) && n >= 1 && n <= LARGURA_MAXIMA_COLUNA, MSG_LEIAUTE.tamanho),
    ),
  ),
)

const colunaCorpoSchema = z.object({
  campo: z.enum(CAMPOS_LEIAUTE_FOLHA, { error: MSG_LEIAUTE.campo }),
  tamanho: z.pipe(larguraSchema, z.transform((v) => v ?? null)),
})

/** A layout as saved: in TXT_FIXO every column has its width; separator, header and decimal mark have defaults. */
export const leiauteFolhaCorpoSchema = z
  .object({
    descricao: textoObrigatorio(100),
    formato: z.enum(FORMATOS_LEIAUTE_FOLHA, { error: MSG_LEIAUTE.formato }),
    separador: z._default(z.enum(SEPARADORES_LEIAUTE_FOLHA, { error: MSG_LEIAUTE.separador }), ';'),
    cabecalho: z._default(z.boolean(), false),
    decimal: z._default(z.enum(DECIMAIS_LEIAUTE_FOLHA, { error: MSG_LEIAUTE.decimal }), ','),
    colunas: z.array(colunaCorpoSchema, { error: MSG_LEIAUTE.colunas }).check(z.minLength(1, MSG_LEIAUTE.colunas)),
  })
  .check(
    z.superRefine((leiaute, ctx) => {
      if (leiaute.formato !== 'TXT_FIXO') return
      leiaute.colunas.forEach((coluna, i) => {
        if (coluna.tamanho === null) {
          ctx.issues.push({ code: 'custom', path: ['colunas', i, 'tamanho'], message: MSG_LEIAUTE.tamanhoObrigatorio, input: null })
        }
      })
    }),
  )
documentar(leiauteFolhaCorpoSchema, { id: 'LeiauteFolhaCorpo' })
export type LeiauteFolhaCorpo = z.input<typeof leiauteFolhaCorpoSchema>

const leiautes = paginaSpring(leiauteFolhaSchema)

/** The register's calls, marked as this API's extension (endpointsDeCadastro marks them Spring Data REST's). */
function comoExtensao<T extends Record<string, object | undefined>>(chamadas: T): T {
  return Object.fromEntries(Object.entries(chamadas).map(([chave, definicao]) => [chave, { ...definicao, origem: 'extensao' }])) as T
}

/** Read by anyone with a role of Ponto, written by who writes the payroll events (the same access as /api/eventos). */
export const leiautesFolhaEndpoints = definirEndpoints(() => ({
  ...comoExtensao(
    endpointsDeCadastro('/api/leiautes-folha', {
      leitura: COM_PAPEL,
      escrita: algum('front_evento'),
      lista: leiautes,
      item: leiauteFolhaSchema,
      corpo: leiauteFolhaCorpoSchema,
    }),
  ),
}))
