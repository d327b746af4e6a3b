import { describe, expect, it } from 'vitest'
import { MSG_HORARIO_MAXIMO, MSG_HORARIO_OBRIGATORIO, MSG_MOTIVO_OBRIGATORIO } from '@/shared/config'
import { marcacaoFormSchema } from './marcacao-form.schema'

const motivo = { id: 102, descricao: 'Esquecimento de marcação', ativo: true }

function mensagens(values: { hora: string; idMotivo: typeof motivo | null }) {
  const result = marcacaoFormSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('marcacaoFormSchema', () => {
  it('accepts a time and a reason', () => {
    expect(mensagens({ hora: '17:00', idMotivo: motivo })).toEqual([])
  })

  it('[TC-101] the reason is required', () => {
    expect(mensagens({ hora: '17:00', idMotivo: null })).toEqual([['idMotivo', MSG_MOTIVO_OBRIGATORIO]])
    expect(MSG_MOTIVO_OBRIGATORIO).toBe('Preenchimento do motivo e obrigatorio')
  })

  it('[TC-102] the time is required; an incomplete one counts as missing', () => {
    expect(mensagens({ hora: '', idMotivo: motivo })).toEqual([['hora', MSG_HORARIO_OBRIGATORIO]])
    expect(mensagens({ hora: '17:', idMotivo: motivo })).toEqual([['hora', MSG_HORARIO_OBRIGATORIO]])
    expect(MSG_HORARIO_OBRIGATORIO).toBe('Preenchimento do horario e obrigatorio')
  })

  it('[TC-103] a time above 24:00 is refused; 24:00 itself is accepted', () => {
    expect(mensagens({ hora: '24:01', idMotivo: motivo })).toEqual([['hora', MSG_HORARIO_MAXIMO]])
    expect(mensagens({ hora: '25:00', idMotivo: motivo })).toEqual([['hora', MSG_HORARIO_MAXIMO]])
    expect(mensagens({ hora: '24:00', idMotivo: motivo })).toEqual([])
    expect(MSG_HORARIO_MAXIMO).toBe('O horario deve ser menor ou igual a 24:00 horas')
  })

  it('[TC-104] minutes go from 00 to 59 only', () => {
    expect(mensagens({ hora: '08:59', idMotivo: motivo })).toEqual([])
    expect(mensagens({ hora: '08:60', idMotivo: motivo })).toEqual([['hora', MSG_HORARIO_OBRIGATORIO]])
  })

  it('[TC-101][TC-102] both messages at once', () => {
    expect(mensagens({ hora: '', idMotivo: null })).toEqual([
      ['hora', MSG_HORARIO_OBRIGATORIO],
      ['idMotivo', MSG_MOTIVO_OBRIGATORIO],
    ])
  })
})
