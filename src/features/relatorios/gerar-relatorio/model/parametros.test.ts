import { describe, expect, it } from 'vitest'
import { MSG_TIPO, parametrosRelatorioSchema, PARAMETROS_RELATORIO_PADRAO, tipoInicial, valoresIniciais } from './parametros'

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
    expect(result.error?.issues[0]).toMatchObject({ path: ['competencia'], message: 'Preenchimento da competência é obrigatório' })
    expect(parametrosRelatorioSchema.safeParse(valoresIniciais(13)).success).toBe(true)
  })

  it('the report starts as the hours summary when offered, else the first offered, and one is required', () => {
    expect(tipoInicial(['ocorrencias', 'resumo-horas'])).toBe('resumo-horas')
    expect(tipoInicial(['ocorrencias', 'banco-horas'])).toBe('ocorrencias')
    expect(parametrosRelatorioSchema.safeParse(valoresIniciais(13, ['banco-horas'])).data?.tipo).toBe('banco-horas')
    const semTipo = parametrosRelatorioSchema.safeParse(valoresIniciais(13, []))
    expect(semTipo.error?.issues[0]).toMatchObject({ path: ['tipo'], message: MSG_TIPO })
  })
})
