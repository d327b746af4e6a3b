import { z } from 'zod/mini'
import { adicionalNoturnoResource, type AdicionalNoturno } from '@/entities/cadastro/adicional-noturno'
import type { LookupValue } from '@/shared/ui'
import { declararRegistro } from '../model/registro'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { simNao } from './colunas'
import { textoObrigatorio } from './validacao'

const HORA = /^([01]\d|2[0-3]):[0-5]\d$/

const schema = z
  .object({
    descricao: textoObrigatorio('da descrição', 100),
    inicio: z.string().check(z.regex(HORA, 'Informe o início (hh:mm)')),
    fim: z.string().check(z.regex(HORA, 'Informe o fim (hh:mm)')),
    percentual: z.number('Informe o percentual').check(z.gte(1, 'O percentual deve estar entre 1 e 100'), z.lte(100, 'O percentual deve estar entre 1 e 100')),
    reducaoHoraNoturna: z.boolean(),
    empresa: z.nullable(z.custom<LookupValue>()),
  })
  .check(z.refine((v) => v.inicio !== v.fim, { message: 'O fim deve ser diferente do início', path: ['fim'] }))
type Valores = z.infer<typeof schema>

/** Night premium rules: the night window, its percentage, the reduced night hour (52m30s) and the company they apply to. */
export const adicionalNoturno = declararRegistro<AdicionalNoturno, Valores>({
  titulo: 'Adicional Noturno',
  novo: 'Novo adicional noturno',
  editar: (a) => `Adicional noturno ${a.descricao}`,
  excluir: (a) => `Deseja realmente excluir o adicional noturno ${a.descricao}?`,
  resource: adicionalNoturnoResource,
  rowId: (a) => String(a.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (a) => a.descricao, sort: 'descricao' },
    { id: 'janela', header: 'Horário noturno', cell: (a) => `${a.inicio} às ${a.fim}` },
    { id: 'percentual', header: 'Percentual', cell: (a) => `${a.percentual}%`, sort: 'percentual' },
    { id: 'reducao', header: 'Hora reduzida', cell: (a) => simNao(a.reducaoHoraNoturna) },
    { id: 'empresa', header: 'Empresa', cell: (a) => a.empresa ?? 'Todas' },
  ],
  form: {
    schema,
    defaults: { descricao: '', inicio: '22:00', fim: '05:00', percentual: 20, reducaoHoraNoturna: true, empresa: null },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'inicio', label: 'Início', kind: 'text', required: true, mask: '00:00', hint: 'hh:mm' },
      { name: 'fim', label: 'Fim', kind: 'text', required: true, mask: '00:00', hint: 'hh:mm' },
      { name: 'percentual', label: 'Percentual (%)', kind: 'number', required: true },
      { name: 'reducaoHoraNoturna', label: 'Hora noturna reduzida (52min30s)', kind: 'checkbox' },
      {
        name: 'empresa',
        label: 'Empresa',
        kind: 'lookup',
        load: buscarEmpresas,
        hint: 'Vazio: vale para as empresas sem regra própria',
      },
    ],
    toValues: (a) => ({
      descricao: a.descricao,
      inicio: a.inicio,
      fim: a.fim,
      percentual: a.percentual,
      reducaoHoraNoturna: a.reducaoHoraNoturna,
      empresa: a.empresaId === null ? null : empresaEscolhida(a.empresa ? { id: a.empresaId, nome: a.empresa } : undefined, a.empresaId),
    }),
    toBody: ({ empresa, ...v }, a) => ({ ...v, empresaId: empresa ? Number(empresa.value) : null, id: a?.id ?? null }),
  },
})
