import { z } from 'zod/mini'
import { bancoDiasResource, type BancoDiasRegistro } from '@/entities/banco-dia'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { textoObrigatorio } from './validacao'

const schema = z.object({ descricao: textoObrigatorio('da descrição', 100), ativo: z.boolean() })
type Valores = z.infer<typeof schema>

/** REG-054..057: day banks (days off earned, e.g. election duty), debited by the time card's conversions. */
export const bancoDias = declararRegistro<BancoDiasRegistro, Valores>({
  titulo: 'Bancos de Dias',
  novo: 'Novo banco de dias',
  editar: (b) => `Banco de dias ${b.descricao}`,
  excluir: (b) => `Deseja realmente excluir o banco de dias ${b.descricao}?`,
  resource: bancoDiasResource,
  rowId: (b) => String(b.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (b) => b.descricao, sort: 'descricao' },
    { id: 'ativo', header: 'Ativo', cell: (b) => simNao(b.ativo ?? true), sort: 'ativo' },
  ],
  form: {
    schema,
    defaults: { descricao: '', ativo: true },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
    ],
    toValues: (b) => ({ descricao: b.descricao, ativo: b.ativo ?? true }),
    toBody: (v, b) => ({ ...v, id: b?.id ?? null }),
  },
})
