import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { exportarFuncionarios } from './exportar-funcionarios.mutation'

const app = usarAppNoMock('rh')

describe('exporting employees to a clock, against the mock backend', () => {
  it("sends the employees to the clock's collector, which then holds them", async () => {
    const coletor = dbFor(app().backend.dbKey).coletores.find((c) => c.id === 1)!
    coletor.funcionarioIds = coletor.funcionarioIds.filter((id) => id !== 1 && id !== 3)
    const antes = coletor.funcionarioIds.length
    const exportacao = await exportarFuncionarios({ equipamentoId: 1, funcionarioIds: [1, 3] })
    expect(exportacao).toMatchObject({ equipamento: { id: 1, descricao: 'REP-C 0001' }, coletor: { id: 1 }, enviados: 2, totalNoColetor: antes + 2 })
    expect(coletor.funcionarioIds).toEqual(expect.arrayContaining([1, 3]))
  })

  it('refuses an employee who does not keep a time card, and a clock without collector', async () => {
    await expect(exportarFuncionarios({ equipamentoId: 1, funcionarioIds: [5] })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { funcionarioIds: expect.stringMatching(/: inativo ou não controla ponto$/) },
    })
    await expect(exportarFuncionarios({ equipamentoId: 3, funcionarioIds: [1] })).rejects.toMatchObject({
      status: 400,
      message: 'Equipamento sem coletor vinculado.',
    })
  })
})
