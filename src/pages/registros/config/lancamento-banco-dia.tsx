import { z } from 'zod/mini'
import { buscarBancosDias } from '@/entities/banco-dia'
import { lancamentoBancoDiasResource, type LancamentoBancoDias } from '@/entities/cadastro/lancamento-banco-dia'
import { CARTAO_DERIVADOS } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { buscarFuncionariosAtivos } from './funcionario-lookup'
import { dataDoFormulario, escolhaObrigatoria } from './validacao'

const schema = z.object({
  funcionario: escolhaObrigatoria('do funcionário'),
  bancoDias: escolhaObrigatoria('do banco de dias'),
  data: dataDoFormulario({ obrigatoria: 'Preenchimento da data é obrigatório', invalida: 'Data inválida.' }),
  dias: z.number('Informe os dias').check(
    z.int('Informe os dias'),
    z.refine((d) => d !== 0, 'Informe os dias (negativo para débito)'),
  ),
  observacao: z.string().check(z.maxLength(500, 'A observação deve ter no máximo 500 caracteres')),
})
type Valores = z.infer<typeof schema>

const bancos = async (text: string, signal: AbortSignal): Promise<LookupValue[]> =>
  (await buscarBancosDias(text, signal)).map((b) => ({ value: String(b.id), label: b.descricao }))

/** Day bank entries by hand: days credited or debited (negative); the time card's day bank table follows. */
export const lancamentoBancoDia = declararRegistro<LancamentoBancoDias, Valores>({
  titulo: 'Lançamentos de Banco de Dias',
  novo: 'Novo lançamento de banco de dias',
  editar: (l) => `Lançamento de ${formatDate(l.data)}`,
  excluir: (l) => `Deseja realmente excluir o lançamento de ${formatDate(l.data)}?`,
  somenteInclusao: true,
  resource: lancamentoBancoDiasResource,
  invalida: [CARTAO_DERIVADOS],
  rowId: (l) => String(l.id),
  columns: [
    { id: 'data', header: 'Data', cell: (l) => formatDate(l.data), sort: 'data' },
    { id: 'funcionario', header: 'Funcionário', cell: (l) => l.funcionario?.nome ?? '' },
    { id: 'banco', header: 'Banco de dias', cell: (l) => l.bancoDias?.descricao ?? '' },
    { id: 'dias', header: 'Dias', cell: (l) => (l.dias > 0 ? `+${l.dias}` : l.dias) },
    { id: 'observacao', header: 'Observação', cell: (l) => l.observacao },
  ],
  form: {
    schema,
    defaults: { funcionario: null, bancoDias: null, data: '', dias: 1, observacao: '' },
    fields: [
      { name: 'funcionario', label: 'Funcionário', kind: 'lookup', required: true, load: buscarFuncionariosAtivos },
      { name: 'bancoDias', label: 'Banco de dias', kind: 'lookup', required: true, load: bancos },
      { name: 'data', label: 'Data', kind: 'date', required: true },
      { name: 'dias', label: 'Dias', kind: 'number', required: true, hint: 'Negativo para um débito.' },
      { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 500 },
    ],
    toValues: () => ({ funcionario: null, bancoDias: null, data: '', dias: 1, observacao: '' }),
    toBody: (v) => ({
      funcionario: v.funcionario && { id: Number(v.funcionario.value) },
      bancoDias: v.bancoDias && { id: Number(v.bancoDias.value) },
      data: v.data,
      dias: v.dias,
      observacao: v.observacao,
    }),
  },
})
