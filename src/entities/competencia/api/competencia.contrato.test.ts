import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { competenciaResource, recalcularCompetencia } from './competencia.queries'

const app = usarAppNoMock('admin')

const buscar = (text: string) =>
  app().queryClient.fetchQuery({ ...competenciaResource.queries.list({ page: 0, size: 20, text }), staleTime: 0 })

describe("the competences through the entity's resource and calls, against the mock handlers", () => {
  it('GET /api/competencias/search/fulltext finds a competence by its month', async () => {
    const { items } = await buscar('11/2026')
    expect(items.map((c) => c.id)).toEqual([13])
    expect(app().requisicoes.some((r) => r.startsWith('GET /api/competencias/search/fulltext?text=11%2F2026'))).toBe(true)
  })

  it('[REG-043] POST /api/competencias/save creates a competence, then saves it closed: the search reads it back', async () => {
    const criada = await competenciaResource.save({ ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' })
    expect(criada).toMatchObject({ ano: 2027, mes: 1, descricaoCurta: '01/2027', situacao: 'ABERTA', fechada: false })
    await competenciaResource.save({ ...criada, situacao: 'FECHADA' })
    expect((await buscar('01/2027')).items).toEqual([expect.objectContaining({ id: criada.id, situacao: 'FECHADA', fechada: true })])
    await expect(competenciaResource.save({ ano: 2027, mes: 1, inicio: '2027-01-01', fim: '2027-01-31' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { mes: 'já existe uma competência para este mês' },
    })
  })

  it('[REG-046] GET /api/competencias/{id}/recalcular recalculates an open competence; a closed one is refused', async () => {
    await recalcularCompetencia(13)
    await expect(recalcularCompetencia(12)).rejects.toMatchObject({ status: 400, message: 'Competência fechada não pode ser recalculada.' })
  })
})
