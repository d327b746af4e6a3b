import { z } from 'zod/mini'
import { localTrabalhoResource, localTrabalhoResponsaveis, type LocalTrabalho } from '@/entities/cadastro/local-trabalho'
import { ResponsaveisPanel } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 120),
  empresa: escolhaObrigatoria('da empresa'),
  endereco: z.object({
    logradouro: textoObrigatorio('do logradouro', 150),
    numero: textoObrigatorio('do número', 20),
    complemento: z.string(),
    bairro: textoObrigatorio('do bairro', 80),
    cidade: textoObrigatorio('da cidade', 80),
    uf: textoObrigatorio('da UF', 2),
    cep: z.string().check(z.regex(/^(\d{5}-?\d{3})?$/, 'CEP inválido')),
  }),
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
      endereco: { logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '', cep: '' },
    },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 120 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
      { name: 'endereco.logradouro', label: 'Logradouro', kind: 'text', required: true, maxLength: 150 },
      { name: 'endereco.numero', label: 'Número', kind: 'text', required: true, maxLength: 20 },
      { name: 'endereco.complemento', label: 'Complemento', kind: 'text', maxLength: 80 },
      { name: 'endereco.bairro', label: 'Bairro', kind: 'text', required: true, maxLength: 80 },
      { name: 'endereco.cidade', label: 'Cidade', kind: 'text', required: true, maxLength: 80 },
      { name: 'endereco.uf', label: 'UF', kind: 'text', required: true, maxLength: 2 },
      { name: 'endereco.cep', label: 'CEP', kind: 'text', maxLength: 9 },
    ],
    toValues: (l) => ({
      descricao: l.descricao,
      empresa: empresaEscolhida(l.empresa, l.empresaId),
      endereco: { ...l.endereco, complemento: l.endereco.complemento ?? '' },
    }),
    toBody: (v, l) => ({ id: l?.id ?? null, descricao: v.descricao, empresaId: Number(v.empresa?.value), endereco: v.endereco }),
  },
  extra: (l) => <ResponsaveisPanel responsaveis={localTrabalhoResponsaveis} id={l.id} titulo="Responsáveis pelo local de trabalho" />,
})
