import { z } from 'zod/mini'
import { buscarBancosDias } from '@/entities/banco-dia'
import { tipoSolicitacaoResource, type TipoSolicitacao } from '@/entities/cadastro/tipo-solicitacao'
import { buscarMotivosAtivos } from '@/entities/motivo'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { escolhaObrigatoria, textoObrigatorio } from './validacao'

const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  motivo: escolhaObrigatoria('do motivo'),
  bancoDias: z.nullable(z.object({ value: z.string(), label: z.string() })),
  informaHoras: z.boolean(),
  ativo: z.boolean(),
})
type Valores = z.infer<typeof schema>

const opcao = (ref: { id: number; descricao: string } | null | undefined): LookupValue | null =>
  ref ? { value: String(ref.id), label: ref.descricao } : null
const motivos = async (text: string, signal: AbortSignal) => (await buscarMotivosAtivos(text, signal)).map(opcao) as LookupValue[]
const bancos = async (text: string, signal: AbortSignal) => (await buscarBancosDias(text, signal)).map(opcao) as LookupValue[]

/** Request types: choosing one on a request sets its reason and day bank (doc2 §4). */
export const tipoSolicitacao = declararRegistro<TipoSolicitacao, Valores>({
  titulo: 'Tipos de Solicitação',
  novo: 'Novo tipo de solicitação',
  editar: (t) => `Tipo de solicitação ${t.descricao}`,
  excluir: (t) => `Deseja realmente excluir o tipo de solicitação ${t.descricao}?`,
  resource: tipoSolicitacaoResource,
  rowId: (t) => String(t.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (t) => t.descricao, sort: 'descricao' },
    { id: 'motivo', header: 'Motivo', cell: (t) => t.motivo?.descricao ?? '' },
    { id: 'bancoDias', header: 'Banco de dias', cell: (t) => t.bancoDias?.descricao ?? '' },
    { id: 'ativo', header: 'Ativo', cell: (t) => simNao(t.ativo), sort: 'ativo' },
  ],
  form: {
    schema,
    defaults: { descricao: '', motivo: null, bancoDias: null, informaHoras: false, ativo: true },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'motivo', label: 'Motivo', kind: 'lookup', required: true, load: motivos },
      { name: 'bancoDias', label: 'Banco de dias', kind: 'lookup', load: bancos },
      { name: 'informaHoras', label: 'Informa horas', kind: 'checkbox' },
      { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
    ],
    toValues: (t) => ({
      descricao: t.descricao,
      motivo: opcao(t.motivo),
      bancoDias: opcao(t.bancoDias),
      informaHoras: t.informaHoras ?? false,
      ativo: t.ativo,
    }),
    toBody: (v, t) => ({
      id: t?.id ?? null,
      descricao: v.descricao,
      motivo: v.motivo && { id: Number(v.motivo.value) },
      bancoDias: v.bancoDias && { id: Number(v.bancoDias.value) },
      informaHoras: v.informaHoras,
      ativo: v.ativo,
    }),
  },
})
