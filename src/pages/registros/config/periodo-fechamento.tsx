import { z } from 'zod/mini'
import { periodoFechamentoResource, type PeriodoFechamento } from '@/entities/cadastro/periodo-fechamento'
import { declararRegistro } from '../model/registro'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  empresa: escolhaObrigatoria('da empresa'),
  diaInicio: z.number('Informe o dia de início').check(z.int(), z.gte(1, 'O dia de início deve estar entre 1 e 28'), z.lte(28, 'O dia de início deve estar entre 1 e 28')),
})
type Valores = z.infer<typeof schema>

/** 'Dia 21 a 20' (the day before the start, in the next month); 'Mês civil' from day 1. */
const abrangencia = (dia: number) => (dia === 1 ? 'Mês civil' : `Dia ${dia} a ${dia - 1}`)

/** Closing periods: the days a company's monthly closing covers. */
export const periodoFechamento = declararRegistro<PeriodoFechamento, Valores>({
  titulo: 'Períodos de Fechamento',
  novo: 'Novo período de fechamento',
  editar: (p) => `Período de fechamento ${p.descricao}`,
  excluir: (p) => `Deseja realmente excluir o período de fechamento ${p.descricao}?`,
  resource: periodoFechamentoResource,
  rowId: (p) => String(p.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (p) => p.descricao, sort: 'descricao' },
    { id: 'empresa', header: 'Empresa', cell: (p) => p.empresa ?? p.empresaId },
    { id: 'diaInicio', header: 'Abrangência', cell: (p) => abrangencia(p.diaInicio), sort: 'diaInicio' },
  ],
  form: {
    schema,
    defaults: { descricao: '', empresa: null, diaInicio: 1 },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
      { name: 'diaInicio', label: 'Dia de início', kind: 'number', required: true, hint: '1 a 28; o período termina na véspera desse dia no mês seguinte' },
    ],
    toValues: (p) => ({
      descricao: p.descricao,
      empresa: empresaEscolhida(p.empresa ? { id: p.empresaId, nome: p.empresa } : undefined, p.empresaId),
      diaInicio: p.diaInicio,
    }),
    toBody: (v, p) => ({ id: p?.id ?? null, descricao: v.descricao, empresaId: Number(v.empresa?.value), diaInicio: v.diaInicio }),
  },
})
