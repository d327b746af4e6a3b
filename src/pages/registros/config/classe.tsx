import { z } from 'zod/mini'
import { classeResource, type Classe } from '@/entities/cadastro/classe'
import { declararRegistro } from '../model/registro'
import { textoObrigatorio } from './validacao'

const schema = z.object({ descricao: textoObrigatorio('da descrição', 100) })
type Valores = z.infer<typeof schema>

/** REG-070/071: the 17 fixed classes; their descriptions can be corrected, the list neither grows nor shrinks. */
export const classe = declararRegistro<Classe, Valores>({
  titulo: 'Classes',
  novo: 'Nova classe',
  editar: (c) => `Classe ${c.id} - ${c.descricao}`,
  excluir: (c) => `Deseja realmente excluir a classe ${c.descricao}?`,
  somenteEdicao: true,
  resource: classeResource,
  rowId: (c) => String(c.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (c) => c.descricao, sort: 'descricao' },
    { id: 'id', header: 'Código', cell: (c) => c.id, sort: 'id' },
  ],
  form: {
    schema,
    defaults: { descricao: '' },
    fields: [{ name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 }],
    toValues: (c) => ({ descricao: c.descricao }),
    toBody: (v, c) => ({ ...v, id: c?.id ?? null }),
  },
})
