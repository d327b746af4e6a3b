import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { homeQueries } from './home.queries'

const app = usarAppNoMock('rh')

describe('the home tiles and chart through the entity, against the mock backend', () => {
  it('[HOME-003][HOME-004][HOME-005][HOME-006] counts the active employees, departments, positions and work places HR sees', async () => {
    const db = dbFor(app().backend.dbKey)
    const contar = (tile: Parameters<typeof homeQueries.count>[0]) => app().queryClient.fetchQuery(homeQueries.count(tile))
    expect(await contar('funcionarios')).toBe(db.funcionarios.filter((f) => f.ativo).length)
    expect(await contar('departamentos')).toBe(db.departamentos.length)
    expect(await contar('cargos')).toBe(db.cargos.length)
    expect(await contar('localtrabalho')).toBe(db.locaisTrabalho.length)
    expect(await contar('funcionarios')).toBeGreaterThan(0)
  })

  it('[HOME-007] gives the hours of the last six competences, oldest first, as whole hours', async () => {
    const linhas = await app().queryClient.fetchQuery(homeQueries.divisaoHoras())
    expect(linhas.map((l) => l.competencia)).toEqual(['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026'])
    for (const linha of linhas) {
      expect(linha.horasTrabalhadas).toBeGreaterThan(0)
      expect(typeof linha.horasExtras).toBe('number')
      expect(typeof linha.faltas).toBe('number')
    }
  })
})
