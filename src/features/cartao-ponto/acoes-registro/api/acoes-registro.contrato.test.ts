import { describe, expect, it } from 'vitest'
import { diaDoCartao, horasDoDia, NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { alternarHorarioEspecial, removerDia, restaurarMarcacoes } from './acoes-registro.mutation'

const FERNANDA = 1

describe("the day's actions through the feature's calls, against the mock handlers", () => {
  describe('as HR', () => {
    usarAppNoMock('rh')

    it('[TC-125] POST /api/registros/{id}/especial switches the special schedule on and off: the card follows', async () => {
      const antes = await diaDoCartao(FERNANDA, '2026-11-04')
      expect(antes).toMatchObject({ horarioEspecial: false, saldoBanco: '-00:17' })
      await alternarHorarioEspecial(antes.id!)
      expect(await diaDoCartao(FERNANDA, '2026-11-04')).toMatchObject({ horarioEspecial: true, saldoBanco: '', atraso: '' })
      await alternarHorarioEspecial(antes.id!)
      expect(await diaDoCartao(FERNANDA, '2026-11-04')).toMatchObject({ horarioEspecial: false, saldoBanco: '-00:17' })
    })

    it('[TC-126] POST /api/registros/{id}/restaurar drops the included punch: the day is odd again', async () => {
      const antes = await diaDoCartao(FERNANDA, '2026-11-12')
      expect(horasDoDia(antes)).toEqual(['08:00', '12:00', '13:00*', '17:00'])
      await restaurarMarcacoes(antes.id!)
      const depois = await diaDoCartao(FERNANDA, '2026-11-12')
      expect(horasDoDia(depois)).toEqual(['08:00', '12:00', '17:00'])
      expect(depois.errorMessage).toBe('Numero impar de marcacoes!')
    })
  })

  describe('as an administrator (admin_remover_registro)', () => {
    const app = usarAppNoMock('admin')

    it('[TC-129][TC-012] DELETE /api/registros/{id} then the recalculation: the day has no treatment nor punch left', async () => {
      const antes = await diaDoCartao(FERNANDA, '2026-11-06')
      expect(antes.tratamentos).toHaveLength(1)
      await removerDia({ registroId: antes.id!, funcionarioId: FERNANDA, competenciaId: NOVEMBRO })
      expect(app().requisicoes).toEqual(expect.arrayContaining([
        `DELETE /api/registros/${antes.id}`, `POST /api/registros/recalcular/${NOVEMBRO}/${FERNANDA}`,
      ]))
      const depois = await diaDoCartao(FERNANDA, '2026-11-06')
      expect(depois).toMatchObject({ tratamentos: [], horas: '' })
      expect(horasDoDia(depois)).toEqual([])
      expect(depois.marcacoesOriginais.length).toBe(antes.marcacoesOriginais.length)
    })
  })
})
