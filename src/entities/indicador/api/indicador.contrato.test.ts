import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { indicadorQueries } from './indicador.queries'

const app = usarAppNoMock('rh')

describe('the dashboard indicators through the entity, against the mock backend', () => {
  it('gives every series of the last six competences, one point per competence', async () => {
    const indicadores = await app().queryClient.fetchQuery(indicadorQueries.todos())
    const competencias = ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']
    expect(indicadores.competencias).toEqual(competencias)
    for (const serie of ['bancoHoras', 'faltas', 'absenteismo', 'resumoHoras', 'cartaoPontoDigital'] as const) {
      expect(indicadores[serie].map((p) => p.competencia), serie).toEqual(competencias)
    }
    for (const ponto of indicadores.resumoHoras) expect(ponto.horasTrabalhadas).toMatch(/^\d+[:.]\d{2}$/)
    const usos = indicadores.motivos.map((m) => m.qtdeMotivo)
    expect(usos).toEqual([...usos].sort((a, b) => b - a))
  })
})
