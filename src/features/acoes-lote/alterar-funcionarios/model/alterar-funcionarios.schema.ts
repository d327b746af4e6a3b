import { z } from 'zod/mini'
import type { LookupKind, LookupOption } from '@/entities/lookup'
import { MSG_DATA_INICIAL_OBRIGATORIA } from '@/shared/config'

export const MSG_SEM_ALTERACAO = 'Informe ao menos uma alteração'
export const MSG_SELECIONE = 'Selecione ao menos um funcionário'

/** BATCH-003: the links that may change, in screen order (the server's property names). */
export const VINCULOS_LOTE: readonly { campo: Exclude<LookupKind, 'empresa'>; label: string }[] = [
  { campo: 'departamento', label: 'Departamento' },
  { campo: 'cargo', label: 'Cargo' },
  { campo: 'localTrabalho', label: 'Local de Trabalho' },
  { campo: 'classe', label: 'Classe' },
  { campo: 'quadroHorario', label: 'Quadro de Horário' },
]

export const OPCOES_LOTE = [
  { campo: 'controlaPonto', label: 'Controla ponto' },
  { campo: 'permiteHoraExtra', label: 'Permite hora extra' },
  { campo: 'utilizaRelogioDigital', label: 'Utiliza relógio digital' },
] as const

/** 'manter' leaves the flag as each employee has it. */
const opcao = z.enum(['manter', 'sim', 'nao'])
const vinculo = z.nullable(z.custom<LookupOption>())

export const alterarFuncionariosLoteSchema = z
  .object({
    departamento: vinculo,
    cargo: vinculo,
    localTrabalho: vinculo,
    classe: vinculo,
    quadroHorario: vinculo,
    dataInicial: z.string(),
    controlaPonto: opcao,
    permiteHoraExtra: opcao,
    utilizaRelogioDigital: opcao,
  })
  .check(
    z.superRefine((v, ctx) => {
      const algumVinculo = VINCULOS_LOTE.some(({ campo }) => v[campo] !== null)
      const algumaOpcao = OPCOES_LOTE.some(({ campo }) => v[campo] !== 'manter')
      if (!algumVinculo && !algumaOpcao) ctx.addIssue({ code: 'custom', path: ['departamento'], message: MSG_SEM_ALTERACAO, input: undefined })
      if (algumVinculo && v.dataInicial.trim() === '') ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: MSG_DATA_INICIAL_OBRIGATORIA, input: undefined })
    }),
  )

export type AlterarFuncionariosLoteValues = z.output<typeof alterarFuncionariosLoteSchema>

export const VALORES_INICIAIS: AlterarFuncionariosLoteValues = {
  departamento: null,
  cargo: null,
  localTrabalho: null,
  classe: null,
  quadroHorario: null,
  dataInicial: '',
  controlaPonto: 'manter',
  permiteHoraExtra: 'manter',
  utilizaRelogioDigital: 'manter',
}

/** The body's changes: the ids of the new links and the flags that change (absent = unchanged). */
export function alteracoes(v: AlterarFuncionariosLoteValues): Record<string, number | boolean | string> {
  const body: Record<string, number | boolean | string> = {}
  for (const { campo } of VINCULOS_LOTE) {
    const escolhido = v[campo]
    if (escolhido) body[campo] = escolhido.id
  }
  if (VINCULOS_LOTE.some(({ campo }) => v[campo] !== null)) body.dataInicial = v.dataInicial
  for (const { campo } of OPCOES_LOTE) if (v[campo] !== 'manter') body[campo] = v[campo] === 'sim'
  return body
}

export const CAMPOS_ALTERAR_FUNCIONARIOS = [...VINCULOS_LOTE.map((v) => v.campo), 'dataInicial', ...OPCOES_LOTE.map((o) => o.campo)] as const
