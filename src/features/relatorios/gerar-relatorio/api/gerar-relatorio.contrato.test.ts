import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { valoresIniciais, type ParametrosRelatorio } from '../model/parametros'
import { gerarRelatorio } from './gerar-relatorio.mutation'

usarAppNoMock('supervisor')

/** The form's initial values for competence 13 (11/2026), as the screen submits them. */
const parametros = (extra: Partial<ParametrosRelatorio> = {}) => ({ ...(valoresIniciais(13) as ParametrosRelatorio), ...extra })

describe('the reports, against the mock backend', () => {
  it('[BATCH-014] downloads the hours summary of the competence as a PDF named by the server', async () => {
    const { blob, filename } = await gerarRelatorio(parametros())
    expect(filename).toBe('resumo-horas-2026-11.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it("downloads the occurrences of a department's employees as a CSV", async () => {
    const { blob, filename } = await gerarRelatorio(parametros({ tipo: 'ocorrencias', departamento: 1, formato: 'csv' }))
    expect(filename).toBe('ocorrencias-2026-11.csv')
    expect(blob.type).toMatch(/^text\/csv/)
    const [cabecalho, ...linhas] = (await blob.text()).replace(/^\uFEFF/, '').trim().split(/\r?\n/)
    expect(cabecalho).toContain('Funcionário')
    expect(cabecalho).toContain('Ocorrências e tratamentos')
    for (const linha of linhas) expect(linha.startsWith('Secretaria Municipal de Administração')).toBe(true)
  })

  it('refuses a competence that does not exist', async () => {
    await expect(gerarRelatorio(parametros({ competencia: 9999 }))).rejects.toMatchObject({
      status: 400,
      fieldErrors: { competencia: 'Competência não encontrada' },
    })
  })
})
