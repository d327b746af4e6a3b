import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { importarAfdSchema, MSG_ARQUIVO_AFD, MSG_ARQUIVO_AFD_VAZIO } from './importar-afd.schema'

const mensagens = (file: File | null) => {
  const resultado = z.safeParse(importarAfdSchema, { file, portaria: 'AUTO' })
  return resultado.success ? [] : resultado.error.issues.map((issue) => issue.message)
}

describe('importarAfdSchema', () => {
  it('asks for a file, says when the chosen one is empty, and takes one with content', () => {
    expect(mensagens(null)).toEqual([MSG_ARQUIVO_AFD])
    expect(mensagens(new File([], 'AFD.txt'))).toEqual([MSG_ARQUIVO_AFD_VAZIO])
    expect(mensagens(new File(['0000000001'], 'AFD.txt'))).toEqual([])
  })
})
