import { describe, expect, it } from 'vitest'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { alterarJustificativaSchema, podeAlterarHoras, podeAlterarTipo } from './alterar-justificativa.schema'

const erros = (horas: string) => {
  const result = alterarJustificativaSchema.safeParse({ horas, tipoJustificativa: 'HORA_EXTRA' })
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
}

const base = { id: 1, hora: '01:00', motivo: { id: 117, descricao: 'Hora Extra' }, prefixo: 'HE', bancoDias: null, observacao: null,
  movimentacao: false, solicitacaoId: null, acaoLoteId: null, justificativa: null, tipoJustificativa: 'HORA_EXTRA' as const }

describe('alterarJustificativaSchema', () => {
  it("[TC-137] above 24:00: 'O horario deve ser menor ou igual a 24:00 horas'; 24:00 itself is accepted", () => {
    expect(erros('24:01')).toEqual({ horas: 'O horario deve ser menor ou igual a 24:00 horas' })
    expect(erros('24:30')).toEqual({ horas: 'O horario deve ser menor ou igual a 24:00 horas' })
    expect(erros('24:00')).toEqual({})
    expect(erros('01:30')).toEqual({})
  })

  it('an empty or incomplete time is refused', () => {
    expect(erros('')).toEqual({ horas: 'Preenchimento do horario e obrigatorio' })
    expect(erros('1:3')).toEqual({ horas: 'Preenchimento do horario e obrigatorio' })
  })

  it('[TC-136] only inclusions have their hours edited', () => {
    expect(podeAlterarHoras({ ...base, ocorrencia: 'I' })).toBe(true)
    expect(podeAlterarHoras({ ...base, ocorrencia: 'A' })).toBe(false)
  })

  it('[TC-117] changing the type needs front_justificativa_update_tipo', () => {
    expect(podeAlterarTipo(SESSOES.rh)).toBe(false)
    expect(podeAlterarTipo({ ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, 'front_justificativa_update_tipo'] })).toBe(true)
    expect(podeAlterarTipo(null)).toBe(false)
  })
})
