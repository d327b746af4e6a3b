import { describe, expect, it } from 'vitest'
import { alterarHorarioDiaSchema, valoresIniciais } from './alterar-horario-dia.schema'

const issues = (value: unknown) => {
  const result = alterarHorarioDiaSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('alterarHorarioDiaSchema', () => {
  it('[TC-122] both dates default to the day of the row', () => {
    expect(valoresIniciais('2026-11-11')).toEqual({ folga: false, quadroHorarioVincular: null, dataInicial: '2026-11-11', dataFinal: '2026-11-11' })
  })

  it('[TC-119][TC-120][TC-121] without a day off the schedule and both dates are required', () => {
    expect(issues({ folga: false, quadroHorarioVincular: null, dataInicial: '', dataFinal: '' })).toEqual([
      ['quadroHorarioVincular', 'Preenchimento do quadro de horarios e obrigatorio'],
      ['dataInicial', 'Preenchimento da Data Inicial e obrigatoria'],
      ['dataFinal', 'Preenchimento da Data Final e obrigatoria'],
    ])
  })

  it('[TC-119] the schedule alone missing', () => {
    expect(issues(valoresIniciais('2026-11-11'))).toEqual([['quadroHorarioVincular', 'Preenchimento do quadro de horarios e obrigatorio']])
  })

  it('[TC-120][TC-121] each date alone missing', () => {
    const base = { folga: false, quadroHorarioVincular: { id: 5, label: '005 - Flexível' } }
    expect(issues({ ...base, dataInicial: '', dataFinal: '2026-11-11' })).toEqual([['dataInicial', 'Preenchimento da Data Inicial e obrigatoria']])
    expect(issues({ ...base, dataInicial: '2026-11-11', dataFinal: '' })).toEqual([['dataFinal', 'Preenchimento da Data Final e obrigatoria']])
    expect(issues({ ...base, dataInicial: '2026-11-11', dataFinal: '2026-11-12' })).toEqual([])
  })

  it('[TC-118][TC-123] a day off skips the schedule and date validations', () => {
    expect(issues({ folga: true, quadroHorarioVincular: null, dataInicial: '', dataFinal: '' })).toEqual([])
  })
})
