import { z } from 'zod/mini'
import { bancoCompensacaoResource, TIPOS_BANCO_COMPENSACAO, type BancoCompensacao } from '@/entities/cadastro/banco-compensacao'
import { formatDate } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { dataDoFormulario, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  tipo: z.enum(['COMPETENCIAS', 'DIAS'], 'Selecione o tipo'),
  inicio: dataDoFormulario({ obrigatoria: 'Preenchimento do início é obrigatório', invalida: 'Data de início inválida.' }),
  fim: dataDoFormulario({ invalida: 'Data de fim inválida.' }),
  validade: z.number('Informe a validade').check(z.int(), z.gte(1, 'A validade deve ser ao menos 1')),
  apenasLancamentoManual: z.boolean(),
})
type Valores = z.infer<typeof schema>

/** REG-059: compensation banks, by competences or by expiry in days. */
export const bancoCompensacao = declararRegistro<BancoCompensacao, Valores>({
  titulo: 'Bancos de Compensação',
  novo: 'Novo banco de compensação',
  editar: (b) => `Banco de compensação ${b.descricao}`,
  excluir: (b) => `Deseja realmente excluir o banco de compensação ${b.descricao}?`,
  resource: bancoCompensacaoResource,
  rowId: (b) => String(b.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (b) => b.descricao, sort: 'descricao' },
    { id: 'tipo', header: 'Tipo', cell: (b) => TIPOS_BANCO_COMPENSACAO[b.tipo] },
    { id: 'inicio', header: 'Início', cell: (b) => formatDate(b.inicio), sort: 'inicio' },
    { id: 'manual', header: 'Apenas lançamento manual', cell: (b) => simNao(b.apenasLancamentoManual) },
  ],
  form: {
    schema,
    defaults: { descricao: '', tipo: 'COMPETENCIAS', inicio: '', fim: '', validade: 6, apenasLancamentoManual: false },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      {
        name: 'tipo',
        label: 'Tipo',
        kind: 'select',
        required: true,
        options: Object.entries(TIPOS_BANCO_COMPENSACAO).map(([value, label]) => ({ value, label })),
      },
      { name: 'inicio', label: 'Início', kind: 'date', required: true },
      { name: 'fim', label: 'Fim', kind: 'date' },
      { name: 'validade', label: 'Validade (competências ou dias)', kind: 'number', required: true },
      { name: 'apenasLancamentoManual', label: 'Apenas lançamento manual', kind: 'checkbox' },
    ],
    toValues: (b) => ({ ...b, inicio: b.inicio.slice(0, 10), fim: b.fim?.slice(0, 10) ?? '' }),
    toBody: (v, b) => ({ ...v, fim: v.fim || null, id: b?.id ?? null }),
  },
})
