import { describe, expect, it } from 'vitest'
import { conversaoSchema, mensagemHorarioMaximo, type ConversaoInput } from './conversao.schema'

const motivo = { id: 103, descricao: 'Consulta', ativo: true }
const valido: ConversaoInput = { tipoJustificativa: 'BANCO_DE_HORAS_DEBITO', horas: '08:00', motivo: null, bancoDias: null, observacao: '' }

function erros(max: string, valores: Partial<ConversaoInput>) {
  const result = conversaoSchema(max).safeParse({ ...valido, ...valores })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

describe('conversaoSchema', () => {
  it("[TC-152] the type is required: 'Selecione o tipo de justificativa'", () => {
    expect(erros('08:00', { tipoJustificativa: null })).toEqual({ tipoJustificativa: 'Selecione o tipo de justificativa' })
  })

  it("[TC-153] the hour is required: 'Preenchimento do horário é obrigatório'", () => {
    expect(erros('08:00', { horas: '' })).toEqual({ horas: 'Preenchimento do horário é obrigatório' })
    expect(erros('08:00', { horas: '08:' })).toEqual({ horas: 'Preenchimento do horário é obrigatório' })
  })

  it("[TC-154] above the maximum: 'O horário deve ser menor ou igual a {max}'; the maximum itself is accepted", () => {
    expect(mensagemHorarioMaximo('00:40')).toBe('O horário deve ser menor ou igual a 00:40')
    expect(erros('08:00', { horas: '08:01' })).toEqual({ horas: 'O horário deve ser menor ou igual a 08:00' })
    expect(erros('00:40', { horas: '00:41' })).toEqual({ horas: 'O horário deve ser menor ou igual a 00:40' })
    expect(erros('00:40', { horas: '00:40' })).toEqual({})
    expect(erros('00:40', { horas: '00:15' })).toEqual({})
  })

  it("[TC-155] a day bank debit needs a day bank: 'Preenchimento do banco de dias é obrigatório'", () => {
    expect(erros('08:00', { tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', horas: '00:00' })).toEqual({
      bancoDias: 'Preenchimento do banco de dias é obrigatório',
    })
    expect(erros('08:00', { tipoJustificativa: 'BANCO_DE_DIAS_DEBITO', horas: '00:00', bancoDias: { id: 1, descricao: 'Folgas' } })).toEqual({})
  })

  it('[TC-162] a type without a fixed reason needs one', () => {
    expect(erros('08:00', { tipoJustificativa: 'ABONO' })).toEqual({ motivo: 'Preenchimento do motivo e obrigatorio' })
    expect(erros('08:00', { tipoJustificativa: 'ABONO', motivo })).toEqual({})
    expect(erros('08:00', { tipoJustificativa: 'HORA_EXTRA' })).toEqual({})
  })

  it('reports every problem at once', () => {
    expect(erros('08:00', { tipoJustificativa: null, horas: '' })).toEqual({
      tipoJustificativa: 'Selecione o tipo de justificativa',
      horas: 'Preenchimento do horário é obrigatório',
    })
  })
})
