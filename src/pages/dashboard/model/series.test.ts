import { describe, expect, it } from 'vitest'
import { COR_ABSENTEISMO, type Indicadores } from '@/entities/indicador'
import { EM_ALTA, seriesDoDashboard, temDados } from './series'

const INDICADORES: Indicadores = {
  competencias: ['09/2026', '10/2026'],
  bancoHoras: [
    { competencia: '09/2026', bancoMais: '10:59', bancoMenos: '02:30' },
    { competencia: '10/2026', bancoMais: '120:01', bancoMenos: '00:59' },
  ],
  faltas: [{ competencia: '09/2026', qtdeFaltas: 3 }, { competencia: '10/2026', qtdeFaltas: 5 }],
  absenteismo: [
    { competencia: '09/2026', percentualAbsenteismo: 1.5, compare: false },
    { competencia: '10/2026', percentualAbsenteismo: 2.25, compare: true },
  ],
  resumoHoras: [
    { competencia: '09/2026', horasExtras: '10.59', faltas: '08.00', horasTrabalhadas: '1500.30' },
    { competencia: '10/2026', horasExtras: '12:10', faltas: '16:00', horasTrabalhadas: '1480:45' },
  ],
  motivos: [{ descricaoMotivo: 'Atestado médico', qtdeMotivo: 9 }, { descricaoMotivo: 'Esquecimento', qtdeMotivo: 4 }],
  cartaoPontoDigital: [
    { competencia: '09/2026', qtdeAguardandoAceite: 1, qtdeAceite: 60 },
    { competencia: '10/2026', qtdeAguardandoAceite: 5, qtdeAceite: 0 },
  ],
}

const serie = (id: string) => {
  const s = seriesDoDashboard(INDICADORES).find((x) => x.id === id)
  if (!s) throw new Error(id)
  return s
}

describe('seriesDoDashboard', () => {
  it('[DASH-001] gives every series a title, an accessible name and a table', () => {
    const series = seriesDoDashboard(INDICADORES)
    expect(series.map((s) => s.titulo)).toEqual(['Banco de Horas', 'Faltas por Competência', 'Absenteísmo', 'Resumo de Horas', 'Motivos', 'Cartão Ponto Digital'])
    for (const s of series) {
      expect(s.ariaLabel).toMatch(/^Gráfico/)
      expect(s.tabela.linhas.length).toBeGreaterThan(0)
      expect(temDados(s)).toBe(true)
    }
  })

  it('[DASH-002][DASH-009] hour-bank balances: whole hours in the chart, the sent values in the table', () => {
    const s = serie('bancoHoras')
    expect(s.linhas).toEqual([
      { categoria: '09/2026', bancoMais: 10, bancoMenos: 2 },
      { categoria: '10/2026', bancoMais: 120, bancoMenos: 0 },
    ])
    expect(s.tabela.linhas[0]).toEqual(['09/2026', '10:59', '02:30'])
  })

  it('[DASH-006][DASH-010] hours summary truncates HH.MM and HH:MM alike', () => {
    expect(serie('resumoHoras').linhas).toEqual([
      { categoria: '09/2026', horasTrabalhadas: 1500, horasExtras: 10, faltas: 8 },
      { categoria: '10/2026', horasTrabalhadas: 1480, horasExtras: 12, faltas: 16 },
    ])
  })

  it('[DASH-003][DASH-007][DASH-008] absences, reasons and digital time card counts', () => {
    expect(serie('faltas').linhas.map((l) => l.qtdeFaltas)).toEqual([3, 5])
    expect(serie('motivos').tabela.linhas).toEqual([['Atestado médico', '9'], ['Esquecimento', '4']])
    expect(serie('motivos').linhas[1]).toEqual({ categoria: 'Atestado médico', qtdeMotivo: 9 })
    expect(serie('cartaoPontoDigital').linhas[1]).toEqual({ categoria: '10/2026', qtdeAguardandoAceite: 5, qtdeAceite: 0 })
    expect(serie('cartaoPontoDigital').modo).toBe('empilhado')
  })

  it('[DASH-004][DASH-005] absenteeism: red when compare is set, blue otherwise, and said in words in the table', () => {
    const s = serie('absenteismo')
    const [setembro, outubro] = s.linhas
    if (!setembro || !outubro || !s.corDaLinha) throw new Error('série incompleta')
    expect(s.corDaLinha(setembro)).toBe(COR_ABSENTEISMO.normal)
    expect(s.corDaLinha(outubro)).toBe(COR_ABSENTEISMO.alta)
    expect(s.tabela.linhas).toEqual([['09/2026', '1,50%', '-'], ['10/2026', '2,25%', EM_ALTA]])
  })

  it('has nothing to draw when every value is zero', () => {
    const vazio = seriesDoDashboard({ ...INDICADORES, faltas: [{ competencia: '10/2026', qtdeFaltas: 0 }] }).find((s) => s.id === 'faltas')
    expect(vazio && temDados(vazio)).toBe(false)
  })
})
