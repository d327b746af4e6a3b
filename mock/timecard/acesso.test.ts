import { describe, expect, it, vi } from 'vitest'
import { publish } from '../stomp/index'
import { publicarAlteracao, TOPICO_CARTAO } from './acesso'

vi.mock('../stomp/index', () => ({ publish: vi.fn() }))

describe('publicarAlteracao', () => {
  it('publishes the changed card with the tab that changed it, to the same database only', () => {
    const request = new Request('http://localhost/api/registros', { headers: { 'x-ponto-cliente': 'aba-1', 'x-ponto-db': 'teste-publicar' } })
    publicarAlteracao(request, { funcionarioId: 1, competenciaId: 13 })
    expect(publish).toHaveBeenCalledWith(TOPICO_CARTAO, { funcionarioId: 1, competenciaId: 13, origem: 'aba-1' }, expect.stringContaining('teste-publicar'), expect.any(Function))
  })

  it('names no tab when the call did not say which', () => {
    publicarAlteracao(new Request('http://localhost/api/registros'), { funcionarioId: 2, competenciaId: 13 })
    expect(publish).toHaveBeenLastCalledWith(TOPICO_CARTAO, { funcionarioId: 2, competenciaId: 13, origem: null }, expect.any(String), expect.any(Function))
  })
})
