import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { AFD_MAX_BYTES, MSG_AFD_GRANDE_DEMAIS } from '@/entities/fiscal/importacao-afd'
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

  it('says a file over 20 MB is too large before sending it (a proxy may cut the upload without the server message)', () => {
    expect(mensagens(new File([new Uint8Array(AFD_MAX_BYTES + 1)], 'AFD.txt'))).toEqual([MSG_AFD_GRANDE_DEMAIS])
    expect(mensagens(new File([new Uint8Array(AFD_MAX_BYTES)], 'AFD.txt'))).toEqual([])
  })
})
