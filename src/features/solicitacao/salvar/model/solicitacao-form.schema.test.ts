import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'
import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_HORARIO_OBRIGATORIO,
  MSG_MOTIVO_OBRIGATORIO,
} from '@/shared/config'
import {
  aplicarTipo,
  corpoDaSolicitacao,
  MSG_FIM_ANTES,
  MSG_FUNCIONARIO,
  MSG_TIPO,
  periodoDoPreenchimento,
  solicitacaoFormSchema,
  valoresIniciais,
  type SolicitacaoFormInput,
  type TipoOpcao,
} from './solicitacao-form.schema'

const INCLUIR: TipoOpcao = { id: 1, descricao: 'Incluir marcação', informaHoras: true, motivo: { id: 102, descricao: 'Esquecimento de marcação' }, bancoDias: null }
const ANIVERSARIO: TipoOpcao = {
  id: 6, descricao: 'Folga de aniversário', informaHoras: false,
  motivo: { id: 114, descricao: 'Débito Banco de Dias' }, bancoDias: { id: 2, descricao: 'Folga de aniversário' },
}

const BASE: SolicitacaoFormInput = {
  funcionario: { id: 1, label: '0001 - Fernanda Funcionária' },
  tipoSolicitacao: null,
  inicio: '2026-11-10',
  fim: '2026-11-10',
  horas: '17:00',
  motivo: { id: 103, descricao: 'Consulta médica' },
  bancoDias: { id: 1, descricao: 'Folgas TRE (Justiça Eleitoral)' },
  observacaoSolicitante: '',
}

const schema = solicitacaoFormSchema({ tipoIncluirMarcacaoId: 1 })

function erros(values: SolicitacaoFormInput): Record<string, string> {
  const result = safeParse(schema, values)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('the request type rule (doc2 §4)', () => {
  it('[REQ-007] selecting a type sets motivo to the type\'s reason', () => {
    expect(aplicarTipo(BASE, INCLUIR).motivo).toMatchObject({ id: 102, descricao: 'Esquecimento de marcação' })
    expect(aplicarTipo(BASE, ANIVERSARIO).motivo).toMatchObject({ id: 114 })
  })

  it('[REQ-008] selecting a type sets bancoDias to the type\'s day bank (none when the type has none)', () => {
    expect(aplicarTipo(BASE, ANIVERSARIO).bancoDias).toEqual({ id: 2, descricao: 'Folga de aniversário' })
    expect(aplicarTipo(BASE, INCLUIR).bancoDias).toBeNull()
  })

  it('[REQ-009] selecting a type clears horas, keeping the rest', () => {
    const depois = aplicarTipo(BASE, INCLUIR)
    expect(depois.horas).toBe('')
    expect(depois).toMatchObject({ tipoSolicitacao: INCLUIR, inicio: '2026-11-10', funcionario: BASE.funcionario })
  })
})

describe('solicitacaoFormSchema', () => {
  it('[REQ-010] requires employee, type, start date and reason, with the catalogue messages', () => {
    expect(erros({ ...BASE, funcionario: null, tipoSolicitacao: null, inicio: '', motivo: null })).toEqual({
      funcionario: MSG_FUNCIONARIO,
      tipoSolicitacao: MSG_TIPO,
      inicio: MSG_DATA_INICIAL_OBRIGATORIA,
      motivo: MSG_MOTIVO_OBRIGATORIO,
    })
    expect(MSG_MOTIVO_OBRIGATORIO).toBe('Preenchimento do motivo e obrigatorio')
  })

  it('[REQ-010] checks the period, the punch time of an include-punch request and the day bank of its type', () => {
    expect(erros({ ...BASE, tipoSolicitacao: INCLUIR, fim: '2026-11-09' })).toEqual({ fim: MSG_FIM_ANTES })
    expect(erros({ ...aplicarTipo(BASE, INCLUIR) })).toEqual({ horas: MSG_HORARIO_OBRIGATORIO })
    expect(erros({ ...aplicarTipo(BASE, ANIVERSARIO), bancoDias: null })).toEqual({ bancoDias: MSG_BANCO_DIAS_OBRIGATORIO })
    expect(erros({ ...aplicarTipo(BASE, ANIVERSARIO) })).toEqual({})
    expect(erros({ ...BASE, tipoSolicitacao: INCLUIR, horas: '24:01' })).toEqual({ horas: 'O horario deve ser menor ou igual a 24:00 horas' })
  })

  it('[REQ-010][REQ-001] sends references by id, a one-day request with fim = inicio', () => {
    const result = safeParse(schema, { ...aplicarTipo(BASE, INCLUIR), horas: '17:00', fim: '', observacaoSolicitante: '  Esqueci.  ' })
    expect(result.success).toBe(true)
    if (!result.success) return
    expect(corpoDaSolicitacao(result.data)).toEqual({
      funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
      motivo: { id: 102 }, bancoDias: null, observacaoSolicitante: 'Esqueci.',
    })
  })
})

describe('pre-filling /solicitacao/new', () => {
  it('[REQ-014] takes a date as a one-day period, or a period; a lone end is the start too', () => {
    expect(periodoDoPreenchimento({ data: '2026-11-10' })).toEqual({ inicio: '2026-11-10', fim: '2026-11-10' })
    expect(periodoDoPreenchimento({ dataInicio: '2026-11-09', dataFim: '2026-11-11' })).toEqual({ inicio: '2026-11-09', fim: '2026-11-11' })
    expect(periodoDoPreenchimento({ dataInicio: '2026-11-09' })).toEqual({ inicio: '2026-11-09', fim: '2026-11-09' })
    expect(periodoDoPreenchimento({ dataFim: '2026-11-11' })).toEqual({ inicio: '2026-11-11', fim: '2026-11-11' })
    expect(periodoDoPreenchimento({ data: '10/11/2026' })).toEqual({ inicio: '', fim: '' })
  })

  it('[REQ-014][REQ-007][REQ-008] fills employee and period, and the type with its reason and day bank', () => {
    const f = { id: 1, label: '0001 - Fernanda Funcionária' }
    expect(valoresIniciais({ data: '2026-11-10' }, f, ANIVERSARIO)).toEqual({
      funcionario: f, tipoSolicitacao: ANIVERSARIO, inicio: '2026-11-10', fim: '2026-11-10', horas: '',
      motivo: { id: 114, descricao: 'Débito Banco de Dias', ativo: true }, bancoDias: { id: 2, descricao: 'Folga de aniversário' },
      observacaoSolicitante: '',
    })
    expect(valoresIniciais({}, null, null)).toMatchObject({ funcionario: null, tipoSolicitacao: null, motivo: null, inicio: '' })
  })
})
