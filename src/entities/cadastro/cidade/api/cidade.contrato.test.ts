import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { buscarCidades } from './cidade.api'

usarAppNoMock('rh')

describe('the cities of municipal holidays, against the mock backend', () => {
  it('finds a city by any part of its name, accents and case ignored, and nothing for another name', async () => {
    expect(await buscarCidades('aurora')).toEqual([{ id: 1, descricao: 'Santa Aurora', uf: 'SP' }])
    expect(await buscarCidades('Curitiba')).toEqual([])
  })
})
