import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { searchDepartamentosDaEmpresa, searchLookupComFuncionarios } from './lookup.queries'

describe('the lookups against the mock backend', () => {
  usarAppNoMock('rh')

  it('[REG-064] a company’s departments: GET /api/departamentos/search/by-empresa with the text and the company', async () => {
    // Company 2 has two departments; the city hall (company 1) has six.
    expect((await searchDepartamentosDaEmpresa('', 2)).map((o) => o.label)).toEqual(['Administrativo e Financeiro', 'Operações'])
    expect((await searchDepartamentosDaEmpresa('oper', 2)).map((o) => o.label)).toEqual(['Operações'])
    expect(await searchDepartamentosDaEmpresa('oper', 1)).toEqual([])
  })

  it('[REG-064] the departments some employee is linked to: GET /api/departamentos/search/com-funcionarios', async () => {
    const labels = (await searchLookupComFuncionarios('departamento', '')).map((o) => o.label)
    expect(labels).toContain('Secretaria Municipal de Saúde')
    expect(labels.length).toBeGreaterThan(0)
  })
})
