import { z } from 'zod/mini'
import { departamentoResource, type Departamento } from '@/entities/cadastro/departamento'
import { ResponsaveisPanel } from '@/features/cadastro/gerenciar-responsaveis'
import { declararRegistro } from '../model/registro'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({ descricao: textoObrigatorio('da descrição', 120), empresa: escolhaObrigatoria('da empresa') })
type Valores = z.infer<typeof schema>

/** REG-062..065: departments and the users responsible for them (who then see their employees). */
export const departamento = declararRegistro<Departamento, Valores>({
  titulo: 'Departamentos',
  novo: 'Novo departamento',
  editar: (d) => `Departamento ${d.descricao}`,
  excluir: (d) => `Deseja realmente excluir o departamento ${d.descricao}?`,
  resource: departamentoResource,
  rowId: (d) => String(d.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (d) => d.descricao, sort: 'descricao' },
    { id: 'codigo', header: 'Código', cell: (d) => d.codigo, sort: 'codigo' },
    { id: 'empresa', header: 'Empresa', cell: (d) => d.empresa?.nome ?? d.empresaId },
  ],
  form: {
    schema,
    defaults: { descricao: '', empresa: null },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 120 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
    ],
    toValues: (d) => ({ descricao: d.descricao, empresa: empresaEscolhida(d.empresa, d.empresaId) }),
    toBody: (v, d) => ({ id: d?.id ?? null, descricao: v.descricao, empresaId: Number(v.empresa?.value) }),
  },
  extra: (d) => <ResponsaveisPanel recurso="departamentos" id={d.id} titulo="Responsáveis pelo departamento" />,
})
