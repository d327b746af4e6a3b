import { describe, expect, it } from 'vitest'
import { escopoDe } from '@/entities/solicitacao'
import { preenchimentoDaQuery } from './preenchimento'

describe('preenchimentoDaQuery', () => {
  it('[REQ-014] reads the day menu link (?data=&funcionario=&tipoSolicitacao=), numbers parsed or not', () => {
    expect(preenchimentoDaQuery({ data: '2026-11-10', funcionario: 1, tipoSolicitacao: '2' })).toEqual({
      data: '2026-11-10', dataInicio: undefined, dataFim: undefined, funcionario: 1, tipoSolicitacao: 2,
    })
  })

  it('[REQ-014] reads a period and ignores what is not an id', () => {
    expect(preenchimentoDaQuery({ dataInicio: '2026-11-09', dataFim: '2026-11-11', funcionario: 'x', tipoSolicitacao: -1 })).toEqual({
      data: undefined, dataInicio: '2026-11-09', dataFim: '2026-11-11', funcionario: undefined, tipoSolicitacao: undefined,
    })
  })
})

describe('escopoDe', () => {
  it('[REQ-015][REQ-003] takes the scope of /solicitacao/escopo/{escopo}, ME when unknown', () => {
    expect(escopoDe('PARA_DEFERIMENTO')).toBe('PARA_DEFERIMENTO')
    expect(escopoDe('para_deferimento')).toBe('PARA_DEFERIMENTO')
    expect(escopoDe('TODOS')).toBe('TODOS')
    expect(escopoDe('OUTRO')).toBe('ME')
    expect(escopoDe(undefined)).toBe('ME')
  })
})
