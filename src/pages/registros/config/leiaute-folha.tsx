import { z } from 'zod/mini'
import {
  CAMPOS_LEIAUTE,
  CAMPOS_LEIAUTE_FOLHA,
  FORMATOS_LEIAUTE,
  LARGURA_MAXIMA_COLUNA,
  leiauteFolhaResource,
  type LeiauteFolha,
} from '@/entities/fiscal/leiaute-folha'
import { declararRegistro } from '../model/registro'
import { ColunasLeiaute } from '../ui/colunas-leiaute'
import { opcoesDe } from './opcoes'
import { textoObrigatorio } from './validacao'

const SEPARADORES = { ';': 'Ponto e vírgula (;)', ',': 'Vírgula (,)', '\t': 'Tabulação' } as const
const DECIMAIS = { ',': 'Vírgula (12,50)', '.': 'Ponto (12.50)' } as const
const LARGURA_INVALIDA = `Informe a largura da coluna (1 a ${LARGURA_MAXIMA_COLUNA})`

const larguraValida = (tamanho: string) => /^\d+$/.test(tamanho.trim()) && Number(tamanho) >= 1 && Number(tamanho) <= LARGURA_MAXIMA_COLUNA

const schema = z
  .object({
    descricao: textoObrigatorio('da descrição', 100),
    formato: z.enum(['TXT_FIXO', 'CSV'], 'Selecione o formato'),
    separador: z.enum([';', ',', '\t']),
    cabecalho: z.boolean(),
    decimal: z.enum([',', '.']),
    colunas: z
      .array(z.object({ campo: z.enum(CAMPOS_LEIAUTE_FOLHA), tamanho: z.string() }))
      .check(z.minLength(1, 'Inclua ao menos uma coluna')),
  })
  .check(
    z.superRefine((valores, ctx) => {
      valores.colunas.forEach((coluna, i) => {
        const vazia = coluna.tamanho.trim() === ''
        if ((valores.formato === 'TXT_FIXO' || !vazia) && !larguraValida(coluna.tamanho)) {
          ctx.issues.push({ code: 'custom', path: ['colunas', i, 'tamanho'], message: LARGURA_INVALIDA, input: coluna.tamanho })
        }
      })
    }),
  )
type Valores = z.infer<typeof schema>

/** Layouts of the closing's payroll export: file format, column order and widths. */
export const leiauteFolha = declararRegistro<LeiauteFolha, Valores>({
  titulo: 'Leiautes da folha',
  novo: 'Novo leiaute da folha',
  editar: (l) => `Leiaute ${l.descricao}`,
  excluir: (l) => `Deseja realmente excluir o leiaute ${l.descricao}?`,
  resource: leiauteFolhaResource,
  rowId: (l) => String(l.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (l) => l.descricao, sort: 'descricao' },
    { id: 'formato', header: 'Formato', cell: (l) => FORMATOS_LEIAUTE[l.formato], sort: 'formato' },
    { id: 'colunas', header: 'Colunas', cell: (l) => l.colunas.map((c) => CAMPOS_LEIAUTE[c.campo]).join(', ') },
  ],
  form: {
    schema,
    defaults: { descricao: '', formato: 'CSV', separador: ';', cabecalho: true, decimal: ',', colunas: [{ campo: 'MATRICULA', tamanho: '' }] },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'formato', label: 'Formato', kind: 'select', required: true, options: opcoesDe(FORMATOS_LEIAUTE) },
      { name: 'separador', label: 'Separador (CSV)', kind: 'select', options: opcoesDe(SEPARADORES) },
      { name: 'decimal', label: 'Separador decimal das horas', kind: 'select', options: opcoesDe(DECIMAIS) },
      { name: 'cabecalho', label: 'Linha de cabeçalho (CSV)', kind: 'checkbox' },
      { name: 'colunas', label: 'Colunas (na ordem do arquivo)', kind: 'custom', render: ColunasLeiaute },
    ],
    toValues: (l) => ({ ...l, colunas: l.colunas.map((c) => ({ campo: c.campo, tamanho: c.tamanho === null ? '' : String(c.tamanho) })) }),
    toBody: (v, l) => ({
      ...v,
      id: l?.id ?? null,
      colunas: v.colunas.map((c) => ({ campo: c.campo, tamanho: c.tamanho.trim() === '' ? null : Number(c.tamanho) })),
    }),
  },
})
