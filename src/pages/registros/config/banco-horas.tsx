import { z } from 'zod/mini'
import { bancoHorasResource, type BancoHoras } from '@/entities/cadastro/banco-hora'
import { formatDate } from '@/shared/lib'
import { declararRegistro } from '../model/registro'
import { buscarEmpresas, empresaEscolhida } from './empresa-lookup'
import { dataDoFormulario, escolhaObrigatoria, textoObrigatorio } from './validacao'

const HORAS = /^\d{1,4}:[0-5]\d$/
const schema = z.object({
  descricao: textoObrigatorio('da descrição', 100),
  empresa: escolhaObrigatoria('da empresa'),
  inicio: dataDoFormulario({ obrigatoria: 'Preenchimento do início é obrigatório', invalida: 'Data de início inválida.' }),
  validadeMeses: z.number('Informe a validade').check(z.int(), z.gte(1, 'A validade deve ser de ao menos 1 mês')),
  limiteCredito: z.string().check(z.regex(HORAS, 'Informe o limite (hh:mm)')),
  limiteDebito: z.string().check(z.regex(HORAS, 'Informe o limite (hh:mm)')),
})
type Valores = z.infer<typeof schema>

/** Hour banks: where overtime turns into time off, with limits and a validity for credits. */
export const bancoHoras = declararRegistro<BancoHoras, Valores>({
  titulo: 'Bancos de Horas',
  novo: 'Novo banco de horas',
  editar: (b) => `Banco de horas ${b.descricao}`,
  excluir: (b) => `Deseja realmente excluir o banco de horas ${b.descricao}?`,
  resource: bancoHorasResource,
  rowId: (b) => String(b.id),
  columns: [
    { id: 'descricao', header: 'Descrição', cell: (b) => b.descricao, sort: 'descricao' },
    { id: 'empresa', header: 'Empresa', cell: (b) => b.empresa ?? b.empresaId },
    { id: 'inicio', header: 'Início', cell: (b) => formatDate(b.inicio), sort: 'inicio' },
    { id: 'limites', header: 'Limites (crédito / débito)', cell: (b) => `${b.limiteCredito} / ${b.limiteDebito}` },
  ],
  form: {
    schema,
    defaults: { descricao: '', empresa: null, inicio: '', validadeMeses: 6, limiteCredito: '40:00', limiteDebito: '20:00' },
    fields: [
      { name: 'descricao', label: 'Descrição', kind: 'text', required: true, maxLength: 100 },
      { name: 'empresa', label: 'Empresa', kind: 'lookup', required: true, load: buscarEmpresas },
      { name: 'inicio', label: 'Início', kind: 'date', required: true },
      { name: 'validadeMeses', label: 'Validade dos créditos (meses)', kind: 'number', required: true },
      { name: 'limiteCredito', label: 'Limite de crédito', kind: 'text', required: true, hint: 'hh:mm' },
      { name: 'limiteDebito', label: 'Limite de débito', kind: 'text', required: true, hint: 'hh:mm' },
    ],
    toValues: (b) => ({
      descricao: b.descricao,
      empresa: empresaEscolhida(b.empresa ? { id: b.empresaId, nome: b.empresa } : undefined, b.empresaId),
      inicio: b.inicio.slice(0, 10),
      validadeMeses: b.validadeMeses,
      limiteCredito: b.limiteCredito,
      limiteDebito: b.limiteDebito,
    }),
    toBody: (v, b) => ({ ...v, id: b?.id ?? null, empresa: undefined, empresaId: Number(v.empresa?.value) }),
  },
})
