import { createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { cartaoPontoQueries, chaveDasPreferencias, type CartaoPonto } from '@/entities/cartao-ponto'
import { abrirRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { CartaoPontoAcoes } from './cartao-ponto-acoes'

const app = usarAppNoMock('rh')

/** Fernanda's card of 11/2026 (competence 13), read through the app's query factory from the real handlers. */
const cartaoDaFernanda = () => app().queryClient.fetchQuery(cartaoPontoQueries.detail({ funcionarioId: 1, competenciaId: 13 }))

const onError = vi.fn()

async function exportar(cartao: CartaoPonto, formato: RegExp) {
  const acoes = () => <CartaoPontoAcoes cartao={cartao} onError={onError} />
  const { user } = await abrirRotas(app(), (root) => [createRoute({ getParentRoute: () => root, path: '/', component: acoes })], '/')
  await user.click(screen.getByRole('button', { name: 'Exportar' }))
  await user.click(await screen.findByRole('menuitem', { name: formato }))
}

/** The CSV's lines as records by header (the lines read here have no quoted field). */
function registros(csv: string) {
  const [cabecalho, ...linhas] = csv.split('\r\n').filter(Boolean)
  const colunas = cabecalho!.split(';')
  return {
    colunas,
    dia: (inicio: string) =>
      Object.fromEntries(
        linhas
          .find((l) => l.startsWith(inicio))!
          .split(';')
          .map((v, i) => [colunas[i], v]),
      ),
  }
}

describe('exporting the time card', { timeout: 30_000 }, () => {
  let arquivos: Blob[]
  let nomes: string[]
  let clique: MockInstance
  beforeEach(() => {
    arquivos = []
    nomes = []
    onError.mockReset()
    URL.createObjectURL = vi.fn((blob: Blob) => String(arquivos.push(blob)))
    URL.revokeObjectURL = vi.fn()
    // The download is the app's own <a download> click; here it only records the name.
    clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      nomes.push(this.download)
    })
  })
  afterEach(() => {
    clique.mockRestore()
    localStorage.clear()
  })

  it('CSV: the columns rh sees less those hidden in the chooser, one row per day as the grid shows it', async () => {
    const { sessao } = app()
    localStorage.setItem(
      chaveDasPreferencias(sessao.userid || sessao.username),
      JSON.stringify({ ocultas: ['memoriaCalculo', 'ocorrencia'] }),
    )
    await exportar(await cartaoDaFernanda(), /^CSV/)

    await waitFor(() => expect(nomes).toEqual(['cartao-ponto-fernanda-funcionaria-11-2026.csv']))
    const csv = await arquivos[0]!.text()
    const { colunas, dia } = registros(csv)
    expect(colunas).toEqual([
      'Dia',
      'Marcações Originais',
      'Entrada 1',
      'Saída 1',
      'Entrada 2',
      'Saída 2',
      'Entrada 3',
      'Saída 3',
      'Entrada 4',
      'Saída 4',
      'Total',
      'Carga Horária',
      'Extra',
      'Extra 50%',
      'Extra 70%',
      'Extra 100%',
      'Extra Intervalo',
      'Extra Noturna',
      'Falta',
      'Atraso',
      'Saída Antecipada',
      'Adicional Noturno',
      'Saldo BH',
      'Compensação',
      'Hora',
      'Motivo',
      'Horário',
      'Tratamentos',
    ])
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 30)
    expect(dia('06/11/2026')).toMatchObject({
      Dia: '06/11/2026 Sex',
      'Marcações Originais': '08:00 12:00 13:00 18:40',
      'Entrada 1': '08:00',
      'Saída 2': '18:40',
      'Entrada 3': '',
      Total: '09:40',
      'Carga Horária': '08:00',
      'Extra 50%': '01:00',
      'Saldo BH': '00:40',
      Hora: '01:00',
      Motivo: 'Hora Extra',
      Horário: '001',
      Tratamentos: '01:00 [HE] Hora Extra — Hora extra autorizada pela chefia',
    })
    // An included punch keeps its asterisk (TC-098), a debit its sign, a disregarded punch its mark.
    expect(dia('12/11/2026')['Entrada 2']).toBe('13:00*')
    expect(dia('04/11/2026')['Saldo BH']).toBe('-00:17')
    expect(dia('05/11/2026')['Marcações Originais']).toBe('08:00 08:01 (desconsiderada) 12:00 13:00 17:00')
    expect(onError).not.toHaveBeenCalled()
  })

  it('XLSX: a workbook file (zip, "PK") named after the employee and the month', async () => {
    await exportar(await cartaoDaFernanda(), /XLSX/)

    await waitFor(() => expect(nomes).toEqual(['cartao-ponto-fernanda-funcionaria-11-2026.xlsx']))
    const bytes = new Uint8Array(await arquivos[0]!.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
    expect(arquivos[0]!.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(onError).not.toHaveBeenCalled()
  })
})
