import { describe, expect, it } from 'vitest'
import { NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { observacaoQueries, salvarObservacao } from './observacao.api'

const app = usarAppNoMock('rh')
const FERNANDA = 1
const cartao = { funcionarioId: FERNANDA, competenciaId: NOVEMBRO }

const lerObservacao = () => app().queryClient.fetchQuery({ ...observacaoQueries.detail(cartao), staleTime: 0 })

describe('the notes line of a card through the feature, against the mock handlers', () => {
  it('[TC-056] GET /api/observacao-cartao-ponto reads the seeded line; PUT saves a new one, read again', async () => {
    expect(await lerObservacao()).toBe('Conferir o saldo do banco de horas antes do fechamento.')
    await salvarObservacao({ ...cartao, observacao: '  Entregou atestado.  ' })
    expect(await lerObservacao()).toBe('Entregou atestado.')
  })

  it('[TC-056] an empty line removes it: the read answers 204, which the app reads as no notes', async () => {
    await salvarObservacao({ ...cartao, observacao: '' })
    expect(await lerObservacao()).toBe('')
    expect(app().requisicoes).toContain(`GET /api/observacao-cartao-ponto?funcionarioId=${FERNANDA}&competenciaId=${NOVEMBRO}`)
  })

  it('more than 500 characters are refused with the server message', async () => {
    await expect(salvarObservacao({ ...cartao, observacao: 'x'.repeat(501) })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { observacao: 'tamanho deve ser entre 0 e 500' },
    })
  })
})
