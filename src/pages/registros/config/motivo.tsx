import { z } from 'zod/mini'
import { DESCRICAO_MOTIVO_MAX, motivoResource, type Motivo } from '@/entities/motivo'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { textoObrigatorio } from './validacao'

const schema = z.object({ descricao: textoObrigatorio('da descrição', DESCRICAO_MOTIVO_MAX), ativo: z.boolean() })
type Valores = z.infer<typeof schema>

/** REG-048..051: reasons; an inactive reason leaves the time card's picker but keeps its history. */
export const motivo = declararRegistro<Motivo, Valores>({
  titulo: 'Motivos',
  novo: 'Novo motivo',
  editar: (m) => `Motivo ${m.descricao}`,
  excluir: (m) => `Deseja realmente excluir o motivo ${m.descricao}?`,
  resource: motivoResource,
  rowId: (m) => String(m.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (m) => m.descricao, sort: 'descricao' },
    { id: 'id', header: 'Código', cell: (m) => m.id, sort: 'id' },
    { id: 'ativo', header: 'Ativo', cell: (m) => simNao(m.ativo), sort: 'ativo' },
  ],
  form: {
    schema,
    defaults: { descricao: '', ativo: true },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: DESCRICAO_MOTIVO_MAX },
      { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
    ],
    toValues: (m) => ({ descricao: m.descricao, ativo: m.ativo }),
    toBody: (valores, m) => ({ ...valores, id: m?.id ?? null }),
  },
})
