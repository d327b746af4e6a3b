import { z } from 'zod/mini'
import { empresaResource, type EmpresaRegistro } from '@/entities/empresa'
import { BrasaoPanel } from '@/features/enviar-brasao'
import { CNPJ_MASK, formatCnpj, isValidCnpj, onlyDigits } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { camposEndereco, ENDERECO_VAZIO, enderecoForm, enderecoParaApi, enderecoParaForm } from './endereco'
import { textoObrigatorio } from './validacao'

const schema = z.object({
  codigo: z.number('Preenchimento do código é obrigatório').check(z.int(), z.positive('O código deve ser maior que zero')),
  nome: textoObrigatorio('do nome', 150),
  nomeFantasia: z.string(),
  cnpj: z.string().check(z.refine((cnpj) => isValidCnpj(onlyDigits(cnpj)), 'CNPJ inválido')),
  cei: z.string(),
  orgaoPublico: z.boolean(),
  endereco: enderecoForm,
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
      endereco: ENDERECO_VAZIO,
    },
    fields: [
      { name: 'codigo', label: 'Código', kind: 'number', required: true },
      { name: 'nome', label: 'Nome', kind: 'text', required: true, maxLength: 150 },
      { name: 'nomeFantasia', label: 'Nome fantasia', kind: 'text', maxLength: 150 },
      { name: 'cnpj', label: 'CNPJ', kind: 'text', required: true, mask: CNPJ_MASK },
      { name: 'cei', label: 'CEI/CAEPF/CNO', kind: 'text', maxLength: 20 },
      ...camposEndereco<Valores>(),
    ],
    toValues: (e) => ({
      codigo: e.codigo,
      nome: e.nome,
      nomeFantasia: e.nomeFantasia,
      cnpj: formatCnpj(e.cnpj),
      cei: e.cei ?? '',
      orgaoPublico: e.orgaoPublico,
      endereco: enderecoParaForm(e.endereco),
    }),
    toBody: (v, e) => ({ ...v, id: e?.id ?? null, cnpj: onlyDigits(v.cnpj), endereco: enderecoParaApi(v.endereco) }),
  },
  extra: (e) => <BrasaoPanel empresa={e} />,
})
