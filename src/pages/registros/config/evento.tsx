import { z } from 'zod/mini'
import { eventoResource, TIPOS_EVENTO, type Evento, type TipoEvento } from '@/entities/cadastro/evento'
import { declararRegistro } from '../model/registro'
import { opcoesDe } from './opcoes'
import { textoObrigatorio } from './validacao'

const schema = z.object({
  codigo: textoObrigatorio('do código', 10),
  descricao: textoObrigatorio('da descrição', 100),
  tipo: z.enum(Object.keys(TIPOS_EVENTO) as [TipoEvento, ...TipoEvento[]], 'Selecione o total do cartão ponto'),
})
type Valores = z.infer<typeof schema>

/** Payroll events: the code under which the closing export carries each time card total. */
export const evento = declararRegistro<Evento, Valores>({
  titulo: 'Eventos',
  novo: 'Novo evento',
  editar: (e) => `Evento ${e.codigo} - ${e.descricao}`,
  excluir: (e) => `Deseja realmente excluir o evento ${e.codigo} - ${e.descricao}?`,
  resource: eventoResource,
  rowId: (e) => String(e.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (e) => e.descricao, sort: 'descricao' },
    { id: 'codigo', header: 'Código', cell: (e) => e.codigo, sort: 'codigo' },
    { id: 'tipo', header: 'Total do cartão ponto', cell: (e) => TIPOS_EVENTO[e.tipo], sort: 'tipo' },
  ],
  form: {
    schema,
    defaults: { codigo: '', descricao: '', tipo: 'HORA_EXTRA_50' },
    fields: [
      { name: 'codigo', label: 'Código', kind: 'text', required: true, maxLength: 10 },
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'tipo', label: 'Total do cartão ponto', kind: 'select', required: true, options: opcoesDe(TIPOS_EVENTO) },
    ],
    toValues: (e) => ({ codigo: e.codigo, descricao: e.descricao, tipo: e.tipo }),
    toBody: (v, e) => ({ ...v, id: e?.id ?? null }),
  },
})
