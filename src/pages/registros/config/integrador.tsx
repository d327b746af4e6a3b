import { Link } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { integradorResource, type Integrador } from '@/entities/integrador'
import { formatRelativeTime } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { textoObrigatorio } from './validacao'

const schema = z.object({ nome: textoObrigatorio('do nome', 100) })
type Valores = z.infer<typeof schema>

/** REG-084: the HR systems that exchange data with Ponto, with their last contact. */
export const integrador = declararRegistro<Integrador, Valores>({
  titulo: 'Integradores',
  novo: 'Novo integrador',
  editar: (i) => `Integrador ${i.nome}`,
  excluir: (i) => `Deseja realmente excluir o integrador ${i.nome}?`,
  resource: integradorResource,
  rowId: (i) => String(i.id),
  columns: [
    { id: 'nome', header: 'Nome', cell: (i) => i.nome, sort: 'nome' },
    { id: 'lastContact', header: 'Último contato', cell: (i) => formatRelativeTime(i.lastContact ?? null, new Date()) },
  ],
  form: {
    schema,
    defaults: { nome: '' },
    fields: [{ name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 100 }],
    toValues: (i) => ({ nome: i.nome }),
    toBody: (v, i) => ({ ...v, id: i?.id ?? null }),
  },
  extra: (i) => (
    <Link to="/jobs/$id" params={{ id: String(i.id) }} className="text-sm text-brand-600 underline underline-offset-2 hover:text-brand-700">
      Jobs do integrador
    </Link>
  ),
})
