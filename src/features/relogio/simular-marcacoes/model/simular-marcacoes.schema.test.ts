import { describe, expect, it } from 'vitest'
import { separarHorarios, simularMarcacoesSchema } from './simular-marcacoes.schema'

const mensagens = (values: unknown) => {
  const result = simularMarcacoesSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('the clock simulator form', () => {
  it('splits the times typed with spaces, commas or semicolons', () => {
    expect(separarHorarios(' 08:00 12:00,13:00;17:00 ')).toEqual(['08:00', '12:00', '13:00', '17:00'])
  })

  it('asks for the employee, the date and at least one valid time', () => {
    expect(mensagens({ funcionarioId: null, data: '', horas: ' ' })).toEqual([
      ['funcionarioId', 'Selecione o funcionário'], ['data', 'Informe a data'], ['horas', 'Informe ao menos um horário'],
    ])
    expect(mensagens({ funcionarioId: { id: 1, label: 'F' }, data: '2026-11-10', horas: '08:00 25:00' })).toEqual([['horas', 'Horário inválido']])
    expect(mensagens({ funcionarioId: { id: 1, label: 'F' }, data: '2026-11-10', horas: '08:00 17:00' })).toEqual([])
  })
})
