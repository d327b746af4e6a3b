import { describe, expect, it } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { canChange } from './can-change'
import { cartaoFixture, SESSOES } from './testing/cartao-ponto.fixture'

const outroFuncionario = { cpf: '11122233396' }
const rh: Sessao = SESSOES.rh
const cartao = cartaoFixture({ funcionario: outroFuncionario })

describe('canChange', () => {
  it('[TC-195] requires the edit role front_manutencao', () => {
    expect(canChange(rh, cartao)).toBe(true)
    expect(canChange({ ...rh, permissions: rh.permissions.filter((p) => p !== 'front_manutencao') }, cartao)).toBe(false)
    expect(canChange(SESSOES.supervisor, cartao)).toBe(false)
    expect(canChange(null, cartao)).toBe(false)
  })

  it('[TC-196] front_deny_manutencao forbids editing even with front_manutencao', () => {
    expect(canChange({ ...rh, permissions: [...rh.permissions, 'front_deny_manutencao'] }, cartao)).toBe(false)
  })

  it('[TC-197] the competence must be ABERTA and not closed', () => {
    const competencia = { ...cartao.competencia }
    expect(canChange(rh, cartaoFixture({ funcionario: outroFuncionario, competencia: { ...competencia, situacao: 'FECHADA' } }))).toBe(false)
    expect(canChange(rh, cartaoFixture({ funcionario: outroFuncionario, competencia: { ...competencia, situacao: 'EM_FECHAMENTO' } }))).toBe(false)
    expect(canChange(rh, cartaoFixture({ funcionario: outroFuncionario, competencia: { ...competencia, fechada: true } }))).toBe(false)
  })

  it('[TC-198] the employee must be active', () => {
    expect(canChange(rh, cartaoFixture({ funcionario: { ...outroFuncionario, ativo: false } }))).toBe(false)
  })

  it('[TC-199] the employee must control time', () => {
    expect(canChange(rh, cartaoFixture({ funcionario: { ...outroFuncionario, controlaPonto: false } }))).toBe(false)
  })

  it('[TC-200] the period must not be locked', () => {
    expect(canChange(rh, cartaoFixture({ funcionario: outroFuncionario, manutencaoDTO: { bloqueado: true } }))).toBe(false)
  })

  it('[TC-201] on their own card a user also needs the self-edit role', () => {
    const proprio = cartaoFixture({ funcionario: { cpf: rh.cpf } })
    expect(canChange(rh, proprio)).toBe(true)
    const semProprio = { ...rh, permissions: rh.permissions.filter((p) => p !== 'front_manutencao_propria') }
    expect(canChange(semProprio, proprio)).toBe(false)
    expect(canChange(semProprio, cartao)).toBe(true)
    // The employee's CPF equal to the username (plain employees log in with their CPF).
    const porUsername = { ...semProprio, username: '52998224725', cpf: undefined }
    expect(canChange(porUsername, cartaoFixture())).toBe(false)
    expect(canChange({ ...porUsername, permissions: [...porUsername.permissions, 'front_manutencao_propria'] }, cartaoFixture())).toBe(true)
  })

  it('[TC-201] a plain employee without edit roles cannot change their own card', () => {
    expect(canChange(SESSOES.funcionario, cartaoFixture())).toBe(false)
  })
})
