import { describe, expect, it } from 'vitest'
import type { Tratamento } from '@/entities/cartao-ponto'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { podeRemoverJustificativa, ROLE_REMOVER_JUSTIFICATIVA } from './remover-justificativa'

const inclusao: Tratamento = {
  id: 18, hora: '01:00', ocorrencia: 'I', motivo: { id: 117, descricao: 'Hora Extra' }, prefixo: 'HE', bancoDias: null,
  observacao: null, movimentacao: false, solicitacaoId: null, acaoLoteId: null, justificativa: null, tipoJustificativa: 'HORA_EXTRA',
}
const comPapel = { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, ROLE_REMOVER_JUSTIFICATIVA] }

describe('podeRemoverJustificativa', () => {
  it('[TC-139] an inclusion without request, for front_remover_justificativa', () => {
    expect(podeRemoverJustificativa(comPapel, inclusao)).toBe(true)
    expect(podeRemoverJustificativa(SESSOES.rh, inclusao)).toBe(false)
    expect(podeRemoverJustificativa(comPapel, { ...inclusao, solicitacaoId: 4 })).toBe(false)
    expect(podeRemoverJustificativa(comPapel, { ...inclusao, ocorrencia: 'A' })).toBe(false)
    expect(podeRemoverJustificativa(null, inclusao)).toBe(false)
  })
})
