import { z } from 'zod/mini'
import { bancoCompensacaoSchema } from '@/entities/cadastro/banco-compensacao'
import { lancamentoBancoCompensacaoResource, type LancamentoBancoCompensacao } from '@/entities/cadastro/lancamento-banco-compensacao'
import { BaixarLancamentoButton } from '@/features/baixar-lancamento-compensacao'
import { CARTAO_DERIVADOS, fullTextSearch } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { buscarFuncionariosAtivos } from './funcionario-lookup'
import { dataDoFormulario, escolhaObrigatoria } from './validacao'

const schema = z.object({
  funcionario: escolhaObrigatoria('do funcionário'),
  bancoCompensacao: escolhaObrigatoria('do banco de compensação'),
  data: dataDoFormulario({ obrigatoria: 'Preenchimento da data é obrigatório', invalida: 'Data inválida.' }),
  horas: z.string().check(z.regex(/^-?\d{1,3}:[0-5]\d$/, 'Informe as horas (hh:mm, negativo para débito)')),
  observacao: z.string().check(z.maxLength(500, 'A observação deve ter no máximo 500 caracteres')),
})
type Valores = z.infer<typeof schema>

const opcao = (ref: { id: number; nome?: string; descricao?: string } | null | undefined): LookupValue | null =>
  ref ? { value: String(ref.id), label: ref.nome ?? ref.descricao ?? String(ref.id) } : null

async function bancos(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  const pagina = await fullTextSearch('banco-compensacao', { text, page: 0, size: 20 }, bancoCompensacaoSchema, signal)
  return pagina.items.map((b) => ({ value: String(b.id), label: b.descricao }))
}

/** Compensation bank entries by hand: created, edited until written off, written off once. */
export const lancamentoBancoCompensacao = declararRegistro<LancamentoBancoCompensacao, Valores>({
  titulo: 'Lançamentos de Banco de Compensação',
  novo: 'Novo lançamento de banco de compensação',
  editar: (l) => `Lançamento nº ${l.id} de ${formatDate(l.data)}`,
  excluir: (l) => `Deseja realmente excluir o lançamento nº ${l.id}?`,
  resource: lancamentoBancoCompensacaoResource,
  invalida: [CARTAO_DERIVADOS],
  rowId: (l) => String(l.id),
  columns: [
    { id: 'data', header: 'Data', cell: (l) => formatDate(l.data), sort: 'data' },
    { id: 'funcionario', header: 'Funcionário', cell: (l) => l.funcionario?.nome ?? '' },
    { id: 'banco', header: 'Banco de compensação', cell: (l) => l.bancoCompensacao?.descricao ?? '' },
    { id: 'horas', header: 'Horas', cell: (l) => l.horas },
    { id: 'situacao', header: 'Situação', cell: (l) => (l.baixadoPorId !== null ? 'Baixado' : l.baixaDeId !== null ? 'Baixa' : 'Aberto') },
    { id: 'observacao', header: 'Observação', cell: (l) => l.observacao },
  ],
  form: {
    schema,
    defaults: { funcionario: null, bancoCompensacao: null, data: '', horas: '', observacao: '' },
    fields: [
      { name: 'funcionario', label: 'Funcionário', kind: 'lookup', required: true, load: buscarFuncionariosAtivos },
      { name: 'bancoCompensacao', label: 'Banco de compensação', kind: 'lookup', required: true, load: bancos },
      { name: 'data', label: 'Data', kind: 'date', required: true },
      { name: 'horas', label: 'Horas', kind: 'text', required: true, hint: 'hh:mm; negativo para um débito (-01:30).' },
      { name: 'observacao', label: 'Observação', kind: 'textarea', maxLength: 500 },
    ],
    toValues: (l) => ({
      funcionario: opcao(l.funcionario),
      bancoCompensacao: opcao(l.bancoCompensacao),
      data: l.data.slice(0, 10),
      horas: l.horas,
      observacao: l.observacao,
    }),
    toBody: (v, l) => ({
      id: l?.id ?? null,
      funcionario: v.funcionario && { id: Number(v.funcionario.value) },
      bancoCompensacao: v.bancoCompensacao && { id: Number(v.bancoCompensacao.value) },
      data: v.data,
      horas: v.horas,
      observacao: v.observacao,
    }),
  },
  extra: (l, voltar) => <BaixarLancamentoButton lancamento={l} onBaixado={voltar} />,
})
