import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { gerarArquivoFiscal } from './gerar-arquivo-fiscal'

usarAppNoMock('rh')

const OUTUBRO = { empresaId: 1, inicio: '2026-10-01', fim: '2026-10-31' }

describe('the legal files, against the mock backend', () => {
  it("downloads a company's AEJ of a period, named by the server, in ISO-8859-1", async () => {
    const { blob, filename } = await gerarArquivoFiscal('aej', OUTUBRO)
    expect(filename).toBe('AEJ_46523015000135_20261001_20261031.txt')
    expect(blob.type).toMatch(/^text\/plain;\s*charset=iso-8859-1$/i)
    const texto = new TextDecoder('latin1').decode(await blob.arrayBuffer())
    expect(texto.startsWith('01|1|46523015000135|')).toBe(true)
    expect(texto).toContain('|Fernanda Funcionária')
  })

  it('downloads the AFDT and the ACJEF in their fixed widths', async () => {
    const afdt = await gerarArquivoFiscal('afdt', OUTUBRO)
    expect(afdt.filename).toBe('AFDT_46523015000135_20261001_20261031.txt')
    expect(new TextDecoder('latin1').decode(await afdt.blob.arrayBuffer()).split('\r\n')[0]).toHaveLength(215)
    expect((await gerarArquivoFiscal('acjef', OUTUBRO)).filename).toBe('ACJEF_46523015000135_20261001_20261031.txt')
  })

  it("downloads the web clock's AFD (REP-P) of the period, with the program's INPI number in the header", async () => {
    const { blob, filename } = await gerarArquivoFiscal('afd', { empresaId: 1, inicio: '2026-11-01', fim: '2026-11-30' })
    expect(filename).toBe('AFD_REP-P_46523015000135_20261101_20261130.txt')
    const [cabecalho, trailer] = new TextDecoder('latin1').decode(await blob.arrayBuffer()).split('\r\n')
    expect(cabecalho).toContain('99999999900000001')
    expect(cabecalho).toContain('Ponto REP-P')
    expect(trailer?.startsWith('999999999')).toBe(true)
  })

  it('refuses an unknown company and a period that ends before it starts', async () => {
    await expect(gerarArquivoFiscal('aej', { empresaId: 9, inicio: '2026-10-31', fim: '2026-10-01' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { empresaId: 'Selecione a empresa.', fim: 'A data final deve ser posterior à inicial.' },
    })
  })
})
