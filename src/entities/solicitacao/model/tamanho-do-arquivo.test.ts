import { describe, expect, it } from 'vitest'
import { tamanhoDoArquivo } from './tamanho-do-arquivo'

describe('tamanhoDoArquivo', () => {
  it('writes bytes, KB and MB in Brazilian Portuguese', () => {
    expect(tamanhoDoArquivo(1)).toBe('1 byte')
    expect(tamanhoDoArquivo(812)).toBe('812 bytes')
    expect(tamanhoDoArquivo(34 * 1024)).toBe('34 KB')
    expect(tamanhoDoArquivo(1536)).toBe('1,5 KB')
    expect(tamanhoDoArquivo(5 * 1024 * 1024)).toBe('5 MB')
    expect(tamanhoDoArquivo(1.25 * 1024 * 1024)).toBe('1,3 MB')
  })
})
