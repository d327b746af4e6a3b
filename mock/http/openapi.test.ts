import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { CONTRATO } from '@/shared/api/contract'
import { CAMINHO_API_YAML, textoApiYaml } from './api-yaml'

describe('docs/api.yaml', () => {
  it('is the document generated from the contract (regenerate it with npm run api-doc)', async () => {
    expect(await readFile(CAMINHO_API_YAML, 'utf8')).toBe(await textoApiYaml())
  })

  it('has one operation per call of the contract, its access and origin', async () => {
    const documento = parse(await textoApiYaml()) as { paths: Record<string, Record<string, { 'x-origem': string; 'x-acesso': unknown }>> }
    const operacoes = Object.entries(documento.paths).flatMap(([caminho, metodos]) =>
      Object.entries(metodos).map(([metodo, op]) => ({ chave: `${metodo.toUpperCase()} ${caminho.replace(/\{(\w+)\}/g, ':$1')}`, op })),
    )
    expect(operacoes.map((o) => o.chave).sort()).toEqual(CONTRATO.map((e) => e.chave).sort())
    const motivo = operacoes.find((o) => o.chave === 'POST /api/motivos')!.op
    expect(motivo['x-acesso']).toEqual({ tipo: 'papeis', papeis: ['rh', 'administrador', 'front_motivo'] })
    expect(motivo['x-origem']).toBe('especificacao')
  })
})
