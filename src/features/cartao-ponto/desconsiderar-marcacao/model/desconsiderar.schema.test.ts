import { describe, expect, it } from 'vitest'
import { desconsiderarSchema } from './desconsiderar.schema'

describe('desconsiderarSchema', () => {
  it('[TC-105] the reason is required', () => {
    const result = desconsiderarSchema.safeParse({ idMotivo: null })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['idMotivo', 'Preenchimento do motivo e obrigatorio']])
    expect(desconsiderarSchema.safeParse({ idMotivo: { id: 105, descricao: 'Falha no relógio de ponto', ativo: true } }).success).toBe(true)
  })
})
