import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { gerarXlsx } from './xlsx'

/** The XML of the workbook's parts, by path. */
async function partes(blob: Blob) {
  const arquivos = unzipSync(new Uint8Array(await blob.arrayBuffer()))
  return (caminho: string) => strFromU8(arquivos[caminho] ?? new Uint8Array())
}

describe('XLSX', () => {
  it('is a zip (starts with "PK") whose sheet holds the headers, a text hour and a number', async () => {
    const blob = await gerarXlsx({
      titulo: 'Cartão ponto 11/2026',
      colunas: ['Dia', 'Total', 'Quantidade'],
      linhas: [
        ['16/11/2026 seg', '08:00', 2.5],
        ['17/11/2026 ter', null, 3],
      ],
    })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')

    const xml = await partes(blob)
    const textos = xml('xl/sharedStrings.xml')
    const folha = xml('xl/worksheets/sheet1.xml')
    const texto = (valor: string) => textos.includes(`>${valor}</t>`) || folha.includes(`>${valor}</t>`)
    for (const valor of ['Dia', 'Total', 'Quantidade', '16/11/2026 seg', '08:00']) expect(texto(valor), valor).toBe(true)
    expect(folha).toMatch(/<v>2\.5<\/v>/)
    // Excel refuses '/' in a sheet name.
    expect(xml('xl/workbook.xml')).toContain('name="Cartão ponto 11-2026"')
  })
})
