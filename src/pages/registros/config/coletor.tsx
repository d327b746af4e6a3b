import { z } from 'zod/mini'
import { coletorResource, type Coletor } from '@/entities/cadastro/equipamento'
import { formatRelativeTime } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { ColetorLinks, situacaoColetor } from '../ui/coletor-links'
import { IP_INVALIDO, ipValido, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  ip: z.string().check(z.refine(ipValido, IP_INVALIDO)),
})
type Valores = z.infer<typeof schema>

/** The collectors: the services that talk to the clocks of a network; each knows the employees sent to it. */
export const coletor = declararRegistro<Coletor, Valores>({
  titulo: 'Coletores',
  novo: 'Novo coletor',
  editar: (c) => `Coletor ${c.descricao}`,
  excluir: (c) => `Deseja realmente excluir o coletor ${c.descricao}?`,
  resource: coletorResource,
  rowId: (c) => String(c.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (c) => c.descricao, sort: 'descricao' },
    { id: 'ip', header: 'Endereço IP', cell: (c) => c.ip, sort: 'ip' },
    { id: 'online', header: 'Situação', cell: situacaoColetor, sort: 'online' },
    { id: 'ultimoContato', header: 'Último contato', cell: (c) => formatRelativeTime(c.ultimoContato, new Date()) },
    { id: 'totalFuncionarios', header: 'Funcionários', cell: (c) => c.totalFuncionarios ?? 0 },
  ],
  form: {
    schema,
    defaults: { descricao: '', ip: '' },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'ip', label: 'Endereço IP', kind: 'text', required: true },
    ],
    toValues: (c) => ({ descricao: c.descricao, ip: c.ip }),
    toBody: (v, c) => ({ ...v, id: c?.id ?? null }),
  },
  extra: (c) => <ColetorLinks coletor={c} />,
})
