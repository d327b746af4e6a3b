import { z } from 'zod/mini'
import { localTrabalhoResource, type LocalTrabalho } from '@/entities/cadastro/local-trabalho'
import { ResponsaveisPanel } from '@/features/cadastro/gerenciar-responsaveis'
import { declararRegistro } from '../model/registro'
import { camposEndereco, ENDERECO_VAZIO, enderecoForm, enderecoParaApi, enderecoParaForm } from './endereco'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 120),
  empresa: escolhaObrigatoria('da empresa'),
  endereco: enderecoForm,
})
type Valores = z.infer<typeof schema>

/** REG-066..069: work places, their address and the users responsible for them. */
export const localTrabalho = declararRegistro<LocalTrabalho, Valores>({
  titulo: 'Locais de Trabalho',
  novo: 'Novo local de trabalho',
  editar: (l) => `Local de trabalho ${l.descricao}`,
  excluir: (l) => `Deseja realmente excluir o local de trabalho ${l.descricao}?`,
  resource: localTrabalhoResource,
  rowId: (l) => String(l.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (l) => l.descricao, sort: 'descricao' },
    { id: 'codigo', header: 'Código', cell: (l) => l.codigo, sort: 'codigo' },
    { id: 'cidade', header: 'Cidade', cell: (l) => `${l.endereco.cidade}/${l.endereco.uf}` },
  ],
  form: {
    schema,
    defaults: {
      descricao: '',
      empresa: null,
      endereco: ENDERECO_VAZIO,
    },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 120 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
      ...camposEndereco<Valores>(),
    ],
    toValues: (l) => ({
      descricao: l.descricao,
      empresa: empresaEscolhida(l.empresa, l.empresaId),
      endereco: enderecoParaForm(l.endereco),
    }),
    toBody: (v, l) => ({
      id: l?.id ?? null,
      descricao: v.descricao,
      empresaId: Number(v.empresa?.value),
      endereco: enderecoParaApi(v.endereco),
    }),
  },
  extra: (l) => <ResponsaveisPanel recurso="locaistrabalho" id={l.id} titulo="Responsáveis pelo local de trabalho" />,
})
