import { z } from 'zod/mini'
import { bancoHorasSchema } from '@/entities/cadastro/banco-hora'
import {
  lancamentoBancoHorasResource,
  TIPOS_LANCAMENTO_BANCO_HORAS,
  type LancamentoBancoHoras,
} from '@/entities/cadastro/lancamento-banco-hora'
import { CARTAO_DERIVADOS, fullTextSearch } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { buscarFuncionariosAtivos } from './funcionario-lookup'
import { dataDoFormulario, escolhaObrigatoria } from './validacao'

const schema = z.object({
  funcionario: escolhaObrigatoria('do funcionário'),
  bancoHoras: escolhaObrigatoria('do banco de horas'),
  data: dataDoFormulario({ obrigatoria: 'Preenchimento da data é obrigatório', invalida: 'Data inválida.' }),
  tipo: z.enum(['CREDITO', 'DEBITO', 'PAGAMENTO'], 'Selecione o tipo'),
  horas: z.string().check(
    z.regex(/^\d{1,3}:[0-5]\d$/, 'Informe as horas (hh:mm)'),
    z.refine((h) => !/^0+:00$/.test(h), 'Informe as horas (hh:mm)'),
  ),
  observacao: z.string().check(z.maxLength(500, 'A observação deve ter no máximo 500 caracteres')),
})
type Valores = z.infer<typeof schema>

async function bancos(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  const pagina = await fullTextSearch('bancohoras', { text, page: 0, size: 20 }, bancoHorasSchema, signal)
  return pagina.items.map((b) => ({ value: String(b.id), label: b.descricao }))
}

/** Hour bank entries by hand (/banco-horas/lancamentos): credits, debits and payments; the time card's balances follow. */
export const lancamentoBancoHoras = declararRegistro<LancamentoBancoHoras, Valores>({
  titulo: 'Lançamentos de Banco de Horas',
  novo: 'Novo lançamento de banco de horas',
  editar: (l) => `Lançamento de ${formatDate(l.data)}`,
  excluir: (l) => `Deseja realmente excluir o lançamento de ${formatDate(l.data)}?`,
  somenteInclusao: true,
  resource: lancamentoBancoHorasResource,
  invalida: [CARTAO_DERIVADOS],
  rowId: (l) => String(l.id),
  columns: [
    { id: 'data', header: 'Data', cell: (l) => formatDate(l.data), sort: 'data' },
    { id: 'funcionario', header: 'Funcionário', cell: (l) => l.funcionario?.nome ?? '' },
    { id: 'banco', header: 'Banco de horas', cell: (l) => l.bancoHoras?.descricao ?? '' },
    { id: 'tipo', header: 'Tipo', cell: (l) => TIPOS_LANCAMENTO_BANCO_HORAS[l.tipo] },
    { id: 'horas', header: 'Horas', cell: (l) => l.horas },
    { id: 'observacao', header: 'Observação', cell: (l) => l.observacao },
  ],
  form: {
    schema,
    defaults: { funcionario: null, bancoHoras: null, data: '', tipo: 'CREDITO', horas: '', observacao: '' },
    fields: [
      { name: 'funcionario', label: 'Funcionário', kind: 'lookup', required: true, load: buscarFuncionariosAtivos },
      { name: 'bancoHoras', label: 'Banco de horas', kind: 'lookup', required: true, load: bancos },
      { name: 'data', label: 'Data', kind: 'date', required: true },
      {
        name: 'tipo',
        label: 'Tipo',
        kind: 'select',
        required: true,
        options: Object.entries(TIPOS_LANCAMENTO_BANCO_HORAS).map(([value, label]) => ({ value, label })),
      },
      { name: 'horas', label: 'Horas', kind: 'text', required: true, hint: 'hh:mm' },
      { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 500 },
    ],
    toValues: () => ({ funcionario: null, bancoHoras: null, data: '', tipo: 'CREDITO', horas: '', observacao: '' }),
    toBody: (v) => ({
      funcionario: v.funcionario && { id: Number(v.funcionario.value) },
      bancoHoras: v.bancoHoras && { id: Number(v.bancoHoras.value) },
      data: v.data,
      tipo: v.tipo,
      horas: v.horas,
      observacao: v.observacao,
    }),
  },
})
