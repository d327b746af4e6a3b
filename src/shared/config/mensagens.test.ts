import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as catalogo from './mensagens'
import { MSG_CONFIRMA_REMOVER_DIA, MSG_CONVERSAO_HORARIO_MAXIMO, MSG_TIPO_NAO_RECONHECIDO, preencherMensagem } from './mensagens'

/** The two spec documents, beside the project (../shared/spec). */
const DOCUMENTOS = ['000_d912044b40f2de2f.txt', '001_6a7dde908c6b1b3b.txt'].map((nome) =>
  readFileSync(new URL(`../../../../shared/spec/${nome}`, import.meta.url), 'utf8'),
)

const mensagens: [string, string][] = Object.entries(catalogo).flatMap(([nome, valor]) => (typeof valor === 'string' ? [[nome, valor]] : []))

describe('the catalogue of the spec messages', () => {
  it('holds messages', () => {
    expect(mensagens.length).toBeGreaterThan(30)
  })

  it.each(mensagens)('%s is quoted letter for letter by a spec document', (_nome, mensagem) => {
    expect(DOCUMENTOS.some((documento) => documento.includes(`'${mensagem}'`))).toBe(true)
  })

  it('holds each text once', () => {
    const porTexto = new Map<string, string[]>()
    for (const [nome, mensagem] of mensagens) porTexto.set(mensagem, [...(porTexto.get(mensagem) ?? []), nome])
    expect([...porTexto.values()].filter((nomes) => nomes.length > 1)).toEqual([])
  })
})

describe('preencherMensagem', () => {
  it('fills the placeholders the spec writes', () => {
    expect(preencherMensagem(MSG_TIPO_NAO_RECONHECIDO, { tipo: 'XPTO' })).toBe('TIPO XPTO NÃO RECONHECIDO!')
    expect(preencherMensagem(MSG_CONVERSAO_HORARIO_MAXIMO, { max: '02:30' })).toBe('O horário deve ser menor ou igual a 02:30')
    expect(preencherMensagem(MSG_CONFIRMA_REMOVER_DIA, { 'dd/mm': '05/03' })).toBe('Deseja realmente remover os lancamentos do dia 05/03?')
  })

  it('leaves a placeholder without a value as written', () => {
    expect(preencherMensagem(MSG_TIPO_NAO_RECONHECIDO, {})).toBe(MSG_TIPO_NAO_RECONHECIDO)
  })
})
