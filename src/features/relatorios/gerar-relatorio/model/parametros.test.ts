import { describe, expect, it } from 'vitest'
import { parametrosRelatorioSchema, PARAMETROS_RELATORIO_PADRAO, valoresIniciais } from './parametros'

describe('report parameters', () => {
  it('[BATCH-014] ordemRelatorio defaults to departamento', () => {
    expect(PARAMETROS_RELATORIO_PADRAO.ordemRelatorio).toBe('departamento')
    expect(valoresIniciais(13).ordemRelatorio).toBe('departamento')
  })

  it("[BATCH-015] ativo and controlaPonto default to the string 'true'", () => {
    const v = valoresIniciais(13)
    expect(v.ativo).toBe('true')
    expect(v.controlaPonto).toBe('true')
    expect(typeof v.ativo).toBe('string')
  })

  it('[BATCH-016] listarAtrasosSaidaAntecipada defaults to true', () => {
    expect(valoresIniciais(13).listarAtrasosSaidaAntecipada).toBe(true)
  })

  it('[BATCH-017] formato defaults to pdf', () => {
    expect(valoresIniciais(null).formato).toBe('pdf')
  })

  it('the competence is required', () => {
    const result = parametrosRelatorioSchema.safeParse(valoresIniciais(null))
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['competencia'], message: 'Preenchimento da competencia e obrigatorio' })
    expect(parametrosRelatorioSchema.safeParse(valoresIniciais(13)).success).toBe(true)
  })
})
