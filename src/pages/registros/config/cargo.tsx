import { z } from 'zod/mini'
import { cargoResource, type Cargo } from '@/entities/cadastro/cargo'
import { declararRegistro } from '../model/registro'
import { textoObrigatorio } from './validacao'

const schema = z.object({ codigo: textoObrigatorio('do código', 20), descricao: textoObrigatorio('da descrição', 100) })
type Valores = z.infer<typeof schema>

/** REG-060/061: job positions. */
export const cargo = declararRegistro<Cargo, Valores>({
  titulo: 'Cargos',
  novo: 'Novo cargo',
  editar: (c) => `Cargo ${c.descricaoComCodigo}`,
  excluir: (c) => `Deseja realmente excluir o cargo ${c.descricaoComCodigo}?`,
  resource: cargoResource,
  rowId: (c) => String(c.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (c) => c.descricao, sort: 'descricao' },
    { id: 'codigo', header: 'Código', cell: (c) => c.codigo, sort: 'codigo' },
  ],
  form: {
    schema,
    defaults: { codigo: '', descricao: '' },
    fields: [
      { name: 'codigo', label: 'Código', kind: 'text', required: true, maxLength: 20 },
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
    ],
    toValues: (c) => ({ codigo: c.codigo, descricao: c.descricao }),
    toBody: (valores, c) => ({ ...valores, id: c?.id ?? null }),
  },
})
