import { z } from 'zod/mini'
import { buscarCidades } from '@/entities/cadastro/cidade'
import { dataDoFeriado, feriadoCombina, feriadoResource, type Feriado } from '@/entities/cadastro/feriado'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { dataDoFormulario, textoObrigatorio } from './validacao'

const schema = z.object({
  data: dataDoFormulario({ obrigatoria: 'Preenchimento da data é obrigatório', invalida: 'Data inválida.' }),
  descricao: textoObrigatorio('da descrição', 100),
  cidade: z.nullable(z.object({ value: z.string(), label: z.string() })),
  facultativo: z.boolean(),
  compensar: z.boolean(),
})
type Valores = z.infer<typeof schema>

async function cidades(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  return (await buscarCidades(text, signal)).map((c) => ({ value: String(c.id), label: `${c.descricao}/${c.uf}` }))
}

/** REG-035..038: holidays; the time card counts a new one at once. The list filters on the client. */
export const feriado = declararRegistro<Feriado, Valores>({
  titulo: 'Feriados',
  novo: 'Novo feriado',
  editar: (f) => `Feriado ${f.descricao} (${dataDoFeriado(f)})`,
  excluir: (f) => `Deseja realmente excluir o feriado ${f.descricao} (${dataDoFeriado(f)})?`,
  resource: feriadoResource,
  rowId: (f) => String(f.id),
  filtroLocal: feriadoCombina,
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (f) => f.descricao, sort: 'descricao' },
    { id: 'data', header: 'Data', cell: (f) => dataDoFeriado(f), sort: 'data' },
    { id: 'cidade', header: 'Cidade', cell: (f) => f.cidade?.descricao ?? 'Nacional' },
    { id: 'facultativo', header: 'Facultativo', cell: (f) => simNao(f.facultativo) },
    { id: 'compensar', header: 'Compensar', cell: (f) => simNao(f.compensar) },
  ],
  form: {
    schema,
    // REG-036: a new holiday is neither facultative nor compensated.
    defaults: { data: '', descricao: '', cidade: null, facultativo: false, compensar: false },
    fields: [
      { name: 'data', label: 'Data', kind: 'date', required: true },
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'cidade', label: 'Cidade', kind: 'lookup', load: cidades, hint: 'Em branco para um feriado nacional.' },
      { name: 'facultativo', label: 'Facultativo', kind: 'checkbox' },
      { name: 'compensar', label: 'Compensar', kind: 'checkbox' },
    ],
    toValues: (f) => ({
      data: f.data.slice(0, 10),
      descricao: f.descricao,
      cidade: f.cidade && { value: String(f.cidade.id), label: f.cidade.uf ? `${f.cidade.descricao}/${f.cidade.uf}` : f.cidade.descricao },
      facultativo: f.facultativo,
      compensar: f.compensar,
    }),
    toBody: (v, f) => ({
      id: f?.id ?? null,
      codigo: f?.codigo ?? null,
      data: v.data,
      descricao: v.descricao,
      cidade: v.cidade && { id: Number(v.cidade.value) },
      facultativo: v.facultativo,
      compensar: v.compensar,
    }),
  },
})
