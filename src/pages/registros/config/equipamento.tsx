import { z } from 'zod/mini'
import { coletorSchema, equipamentoResource, TIPOS_EQUIPAMENTO, type Equipamento } from '@/entities/cadastro/equipamento'
import { EnviarColetorPanel } from '@/features/cadastro/enviar-equipamento-coletor'
import { fullTextSearch } from '@/shared/api'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { simNao } from './colunas'
import { opcoesDe } from './opcoes'
import { IP_INVALIDO, ipValido, textoObrigatorio } from './validacao'

const escolha = z.nullable(z.object({ value: z.string(), label: z.string() }))

const schema = z
  .object({
    descricao: textoObrigatorio('da descrição', 100),
    tipo: z.enum(['REP_C', 'REP_A', 'REP_P'], 'Selecione o tipo'),
    numeroFabricacao: z.string().check(z.regex(/^\d{17}$/, 'O número de fabricação deve ter 17 dígitos')),
    modelo: z.string().check(z.maxLength(60, 'O campo deve ter no máximo 60 caracteres')),
    ip: z.string(),
    localTrabalho: escolha,
    coletor: escolha,
    ativo: z.boolean(),
  })
  .check(z.refine((v) => v.tipo === 'REP_P' || ipValido(v.ip), { message: IP_INVALIDO, path: ['ip'] }))
type Valores = z.infer<typeof schema>

const buscarColetores = async (text: string, signal: AbortSignal): Promise<LookupValue[]> =>
  (await fullTextSearch('coletores', { text, page: 0, size: 20 }, coletorSchema, signal)).items.map((c) => ({
    value: String(c.id),
    label: c.descricao,
  }))

const escolhido = (ref: { id: number; descricao: string } | null | undefined): LookupValue | null =>
  ref ? { value: String(ref.id), label: ref.descricao } : null

/** The time clocks (REP) and the collector each talks to; REG-083: the collector's failures have their own message. */
export const equipamento = declararRegistro<Equipamento, Valores>({
  titulo: 'Equipamentos',
  novo: 'Novo equipamento',
  editar: (e) => `Equipamento ${e.descricao}`,
  excluir: (e) => `Deseja realmente excluir o equipamento ${e.descricao}?`,
  resource: equipamentoResource,
  rowId: (e) => String(e.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (e) => e.descricao, sort: 'descricao' },
    { id: 'tipo', header: 'Tipo', cell: (e) => TIPOS_EQUIPAMENTO[e.tipo], sort: 'tipo' },
    { id: 'numeroFabricacao', header: 'Número de fabricação', cell: (e) => e.numeroFabricacao },
    { id: 'coletor', header: 'Coletor', cell: (e) => e.coletor?.descricao ?? '—' },
    { id: 'ativo', header: 'Ativo', cell: (e) => simNao(e.ativo), sort: 'ativo' },
  ],
  form: {
    schema,
    defaults: { descricao: '', tipo: 'REP_C', numeroFabricacao: '', modelo: '', ip: '', localTrabalho: null, coletor: null, ativo: true },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'tipo', label: 'Tipo', kind: 'select', required: true, options: opcoesDe(TIPOS_EQUIPAMENTO) },
      { name: 'numeroFabricacao', label: 'Número de fabricação', kind: 'text', required: true, mask: '00000000000000000' },
      { name: 'modelo', label: 'Modelo', kind: 'text', maxLength: 60 },
      { name: 'ip', label: 'Endereço IP', kind: 'text', hint: 'Não se aplica ao REP-P' },
      { name: 'coletor', label: 'Coletor', kind: 'lookup', load: buscarColetores },
      { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
    ],
    toValues: (e) => ({ ...e, localTrabalho: escolhido(e.localTrabalho), coletor: escolhido(e.coletor) }),
    toBody: (v, e) => ({
      ...v,
      id: e?.id ?? null,
      localTrabalho: undefined,
      coletor: undefined,
      localTrabalhoId: v.localTrabalho ? Number(v.localTrabalho.value) : null,
      coletorId: v.coletor ? Number(v.coletor.value) : null,
    }),
  },
  extra: (e) => <EnviarColetorPanel equipamento={e} />,
})
