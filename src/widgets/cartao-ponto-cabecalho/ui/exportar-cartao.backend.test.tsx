import { createRoute } from '@tanstack/react-router'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import {
  cartaoPontoQueries,
  chaveDasPreferencias,
  formatHhmm,
  type CartaoPonto,
  type ColunaCartao,
} from '@/entities/cartao-ponto'
import { hhmmToMinutes, minutesToHhmm } from '@/shared/lib'
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

/** Hides grid columns in the chooser's saved preference; the ones whose texts hold ';' keep the CSV easy to read. */
function ocultar(...ocultas: ColunaCartao[]) {
  const { sessao } = app()
  localStorage.setItem(chaveDasPreferencias(sessao.userid || sessao.username), JSON.stringify({ ocultas }))
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
    ocultar('memoriaCalculo', 'ocorrencia')
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
      'Extra Noturna 100%',
      'Hora Extra 75%',
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
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 30 + 1)
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

  it('CSV: a last row totals every duration column with the figures of the card\'s summary', async () => {
    ocultar('memoriaCalculo', 'tratamentos')
    const cartao = await cartaoDaFernanda()
    await exportar(cartao, /^CSV/)

    await waitFor(() => expect(arquivos).toHaveLength(1))
    const csv = await arquivos[0]!.text()
    const { dia } = registros(csv)
    const m = cartao.manutencaoDTO
    const somaDosDias = (campo: 'cargaHoraria' | 'saldoBanco' | 'compensacao') =>
      minutesToHhmm(Object.values(m.registros).reduce((soma, d) => soma + (hhmmToMinutes(d.registro[campo]) || 0), 0))
    expect(csv.trim().split('\r\n').at(-1)).toMatch(/^Total da competência;/)
    expect(dia('Total da competência')).toEqual({
      ...Object.fromEntries(Object.keys(dia('06/11/2026')).map((coluna) => [coluna, ''])),
      Dia: 'Total da competência',
      Total: formatHhmm(m.totalHoras),
      'Carga Horária': somaDosDias('cargaHoraria'),
      Extra: formatHhmm(m.totalHoraExtraGeral),
      'Extra 50%': formatHhmm(m.totalHoraExtra),
      'Extra 70%': formatHhmm(m.totalHoraExtra70),
      'Extra 100%': formatHhmm(m.totalHoraExtra100),
      'Extra Intervalo': formatHhmm(m.totalHoraExtraIntervalo),
      'Extra Noturna': formatHhmm(m.totalHoraExtraNoturna),
      'Extra Noturna 100%': formatHhmm(m.totalHoraExtraNoturnaCemPorcento),
      'Hora Extra 75%': formatHhmm(m.totalHoraExtraCustom),
      Falta: formatHhmm(m.totalFalta),
      Atraso: formatHhmm(m.totalAtraso),
      'Saída Antecipada': formatHhmm(m.totalSaidaAntecipada),
      'Adicional Noturno': formatHhmm(m.totalAdicionalNoturno),
      'Saldo BH': somaDosDias('saldoBanco'),
      Compensação: somaDosDias('compensacao'),
    })
    // More than a day's worth of hours, as the summary writes it.
    expect(hhmmToMinutes(dia('Total da competência').Total!)).toBeGreaterThan(24 * 60)
  })

  it('CSV: each day\'s overtime bands, the 75 % one included, add up to its "Extra" (computed by the backend)', async () => {
    // Carlos (employee 47) has weekday overtime beyond 4 h in 11/2026: the company's custom band, 'Hora Extra 75%'.
    ocultar('memoriaCalculo', 'tratamentos')
    const cartao = await app().queryClient.fetchQuery(cartaoPontoQueries.detail({ funcionarioId: 47, competenciaId: 13 }))
    await exportar(cartao, /^CSV/)

    await waitFor(() => expect(arquivos).toHaveLength(1))
    const [cabecalho, ...linhas] = (await arquivos[0]!.text()).trim().split('\r\n').map((l) => l.split(';'))
    const coluna = (titulo: string) => cabecalho!.indexOf(titulo)
    const bandas = ['Extra 50%', 'Extra 70%', 'Extra 100%', 'Extra Intervalo', 'Extra Noturna', 'Extra Noturna 100%', 'Hora Extra 75%'].map(coluna)
    expect(bandas).not.toContain(-1)
    const minutos = (celula: string | undefined) => hhmmToMinutes(celula ?? '') || 0
    for (const linha of linhas) {
      expect(bandas.reduce((soma, i) => soma + minutos(linha[i]), 0), linha[0]).toBe(minutos(linha[coluna('Extra')]))
    }
    expect(linhas.some((l) => minutos(l[coluna('Hora Extra 75%')]) > 0)).toBe(true)
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
