import { z } from 'zod/mini'
import {
  competenciaResource,
  MAX_DIAS_COMPETENCIA,
  mesAno,
  periodoCabeNaCompetencia,
  periodoDoMes,
  quandoValidos,
  type Competencia,
} from '@/entities/competencia'
import { ProximaCompetenciaButton } from '@/features/proxima-competencia'
import { RecalcularCompetenciaButton } from '@/features/recalcular-competencia'
import { formatDate } from '@/shared/lib'
import { MSG_DATA_FINAL_OBRIGATORIA, MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config'
import { declararRegistro } from '../model/registro'
import { dataDoFormulario } from './validacao'

const periodoValido = quandoValidos('inicio', 'fim')
const schema = z.object({
  ano: z.number().check(z.int('Informe o ano'), z.gte(2000, 'Ano inválido'), z.lte(2100, 'Ano inválido')),
  mes: z.number().check(z.int('Informe o mês'), z.gte(1, 'O mês deve estar entre 1 e 12'), z.lte(12, 'O mês deve estar entre 1 e 12')),
  inicio: dataDoFormulario({ obrigatoria: MSG_DATA_INICIAL_OBRIGATORIA, invalida: 'Data inicial inválida.' }),
  fim: dataDoFormulario({ obrigatoria: MSG_DATA_FINAL_OBRIGATORIA, invalida: 'Data final inválida.' }),
  descricao: z.string(),
  situacao: z.enum(['ABERTA', 'FECHADA'], 'Selecione a situação'),
}).check(
  // The backend's period rule (REG-043), before sending; an overlap with another competence is the backend's to say.
  z.refine((v) => v.fim >= v.inicio, { error: 'O fim não pode ser anterior ao início', path: ['fim'], when: periodoValido }),
  z.refine((v) => periodoCabeNaCompetencia(v.inicio, v.fim), {
    error: `O período deve ter no máximo ${MAX_DIAS_COMPETENCIA} dias`,
    path: ['fim'],
    when: periodoValido,
  }),
  z.refine((v) => periodoDoMes(v.ano, v.mes, v.inicio, v.fim), {
    error: 'O período deve começar ou terminar no mês da competência',
    path: ['inicio'],
    when: quandoValidos('ano', 'mes', 'inicio', 'fim'),
  }),
)
type Valores = z.infer<typeof schema>

/** REG-039..047: competences (newest first), the next one, recalculation per competence. Closing one makes its cards read-only. */
export const competencia = declararRegistro<Competencia, Valores>({
  titulo: 'Competências',
  novo: 'Nova competência',
  editar: (c) => `Competência ${mesAno(c)}`,
  excluir: (c) => `Deseja realmente excluir a competência ${mesAno(c)}?`,
  resource: competenciaResource,
  rowId: (c) => String(c.id),
  acoes: <ProximaCompetenciaButton />,
  columns: [
    { id: 'mesAno', header: 'Competência', cell: (c) => mesAno(c) },
    { id: 'inicio', header: 'Início', cell: (c) => formatDate(c.inicio), sort: 'inicio' },
    { id: 'fim', header: 'Fim', cell: (c) => formatDate(c.fim), sort: 'fim' },
    { id: 'situacao', header: 'Situação', cell: (c) => (c.situacao === 'ABERTA' && !c.fechada ? 'Aberta' : 'Fechada'), sort: 'situacao' },
    { id: 'recalcular', header: 'Recálculo', cell: (c) => <RecalcularCompetenciaButton competencia={c} /> },
  ],
  form: {
    schema,
    defaults: { ano: new Date().getFullYear(), mes: new Date().getMonth() + 1, inicio: '', fim: '', descricao: '', situacao: 'ABERTA' },
    fields: [
      { name: 'ano', label: 'Ano', kind: 'number', required: true },
      { name: 'mes', label: 'Mês', kind: 'number', required: true },
      { name: 'inicio', label: 'Início', kind: 'date', required: true },
      { name: 'fim', label: 'Fim', kind: 'date', required: true },
      { name: 'descricao', label: 'Descrição', kind: 'text', maxLength: 60 },
      {
        name: 'situacao',
        label: 'Situação',
        kind: 'select',
        required: true,
        options: [
          { value: 'ABERTA', label: 'Aberta' },
          { value: 'FECHADA', label: 'Fechada' },
        ],
      },
    ],
    toValues: (c) => ({
      ano: c.ano,
      mes: c.mes,
      inicio: c.inicio.slice(0, 10),
      fim: c.fim.slice(0, 10),
      descricao: c.descricao ?? '',
      situacao: c.situacao === 'FECHADA' || c.fechada ? 'FECHADA' : 'ABERTA',
    }),
    toBody: (v, c) => ({ ...v, id: c?.id ?? null, fechada: v.situacao === 'FECHADA' }),
  },
})
