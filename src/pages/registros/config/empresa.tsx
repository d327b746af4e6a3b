import { z } from 'zod/mini'
import { empresaResource, type EmpresaRegistro } from '@/entities/empresa'
import { BrasaoPanel } from '@/features/enviar-brasao'
import { CEP_MASK, CNPJ_MASK, formatCnpj, isValidCnpj, onlyDigits } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { textoObrigatorio } from './validacao'

const schema = z.object({
  codigo: z.number('Preenchimento do código é obrigatório').check(z.int(), z.positive('O código deve ser maior que zero')),
  nome: textoObrigatorio('do nome', 150),
  nomeFantasia: z.string(),
  cnpj: z.string().check(z.refine((cnpj) => isValidCnpj(onlyDigits(cnpj)), 'CNPJ inválido')),
  cei: z.string(),
  orgaoPublico: z.boolean(),
  endereco: z.object({
    logradouro: textoObrigatorio('do logradouro', 150),
    numero: textoObrigatorio('do número', 20),
    complemento: z.string(),
    bairro: textoObrigatorio('do bairro', 80),
    cidade: textoObrigatorio('da cidade', 80),
    uf: textoObrigatorio('da UF', 2),
    cep: z.string(),
  }),
})
type Valores = z.infer<typeof schema>

/** REG-016..021: companies (by code), with CNPJ check digits and the coat of arms. */
export const empresa = declararRegistro<EmpresaRegistro, Valores>({
  titulo: 'Empresas',
  novo: 'Nova empresa',
  editar: (e) => `Empresa ${e.nome}`,
  excluir: (e) => `Deseja realmente excluir a empresa ${e.nome}?`,
  resource: empresaResource,
  rowId: (e) => String(e.id),
  columns: [
    { id: 'nome', header: 'Nome', cell: (e) => e.nome, sort: 'nome' },
    { id: 'codigo', header: 'Código', cell: (e) => e.codigo, sort: 'codigo' },
    { id: 'cnpj', header: 'CNPJ', cell: (e) => formatCnpj(e.cnpj) },
    { id: 'orgaoPublico', header: 'Órgão público', cell: (e) => simNao(e.orgaoPublico) },
  ],
  form: {
    schema,
    defaults: {
      codigo: Number.NaN,
      nome: '',
      nomeFantasia: '',
      cnpj: '',
      cei: '',
      orgaoPublico: false,
      endereco: { logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', uf: '', cep: '' },
    },
    fields: [
      { name: 'codigo', label: 'Código', kind: 'number', required: true },
      { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 150 },
      { name: 'nomeFantasia', label: 'Nome fantasia', kind: 'text', maxLength: 150 },
      { name: 'cnpj', label: 'CNPJ', kind: 'text', required: true, mask: CNPJ_MASK },
      { name: 'cei', label: 'CEI/CAEPF/CNO', kind: 'text', maxLength: 20 },
      { name: 'orgaoPublico', label: 'Órgão público', kind: 'checkbox' },
      { name: 'endereco.logradouro', label: 'Logradouro', kind: 'text', required: true, maxLength: 150 },
      { name: 'endereco.numero', label: 'Número', kind: 'text', required: true, maxLength: 20 },
      { name: 'endereco.complemento', label: 'Complemento', kind: 'text', maxLength: 80 },
      { name: 'endereco.bairro', label: 'Bairro', kind: 'text', required: true, maxLength: 80 },
      { name: 'endereco.cidade', label: 'Cidade', kind: 'text', required: true, maxLength: 80 },
      { name: 'endereco.uf', label: 'UF', kind: 'text', required: true, maxLength: 2 },
      { name: 'endereco.cep', label: 'CEP', kind: 'text', mask: CEP_MASK },
    ],
    toValues: (e) => ({
      codigo: e.codigo,
      nome: e.nome,
      nomeFantasia: e.nomeFantasia,
      cnpj: formatCnpj(e.cnpj),
      cei: e.cei ?? '',
      orgaoPublico: e.orgaoPublico,
      endereco: { ...e.endereco, complemento: e.endereco.complemento ?? '' },
    }),
    toBody: (v, e) => ({ ...v, id: e?.id ?? null, cnpj: onlyDigits(v.cnpj), endereco: { ...v.endereco, cep: onlyDigits(v.endereco.cep) } }),
  },
  extra: (e) => <BrasaoPanel empresa={e} />,
})
