import { beforeAll, describe, expect, it, vi } from 'vitest'
import { AFD_SAIDA_DA_FERNANDA } from '../fiscal/afd-exemplo'
import { escreverAfd1510, escreverAfd671 } from '../fiscal/afd'
import { latin1Bytes, latin1Text } from '../fiscal/texto'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const AFD = AFD_SAIDA_DA_FERNANDA

function enviar(dbKey: string, bytes: Uint8Array<ArrayBuffer>, nome = 'AFD00014003750012345.txt', portaria?: string) {
  const form = new FormData()
  form.append('file', new File([bytes], nome, { type: 'text/plain' }))
  if (portaria) form.append('portaria', portaria)
  return call('/api/afd/upload', { method: 'POST', as: 'rh', dbKey, body: form })
}

interface Importacao {
  id: number; situacao: string; portaria: string | null; importadas: number; duplicadas: number; marcacoes: number
  erros: { linha: number; mensagem: string }[]; pendentes: { linha: number; identificacao: string; motivo: string }[]
}

async function dia(dbKey: string, data: string) {
  const r = await call('/api/cartaoponto?funcionarioId=1&competenciaId=13', { as: 'rh', dbKey })
  const cartao = (await r.json()) as { manutencaoDTO: { registros: Record<string, { registro: { errorMessage: string | null; marcacoesOriginais: { hora: string; tipoMarcacao: string }[] } }> } }
  return cartao.manutencaoDTO.registros[data]!.registro
}

describe('AFD import', () => {
  it('keeps the file name without folders, quotes or control characters, at most 200 characters', async () => {
    const dbKey = freshDb()
    const nome = `../../${'x'.repeat(5000)}"\u0007.txt`
    const imp = (await (await enviar(dbKey, escreverAfd671(AFD), nome)).json()) as { nomeArquivo: string }
    expect(imp.nomeArquivo).toBe('x'.repeat(200))
  })

  it('imports the punches of a valid 671 file as ORIGINAL punches that the card shows; unknown CPFs wait', async () => {
    const dbKey = freshDb()
    expect((await dia(dbKey, '2026-11-10')).errorMessage).toBe('Numero impar de marcacoes!')
    const resposta = await enviar(dbKey, escreverAfd671(AFD))
    expect(resposta.status).toBe(201)
    const imp = (await resposta.json()) as Importacao
    expect(imp).toMatchObject({ situacao: 'IMPORTADO', portaria: '671', marcacoes: 2, importadas: 1, erros: [] })
    expect(imp.pendentes).toEqual([expect.objectContaining({ linha: 3, identificacao: 'CPF 000.000.001-91', motivo: 'Funcionário não cadastrado.' })])
    const depois = await dia(dbKey, '2026-11-10')
    expect(depois.errorMessage).toBeNull()
    expect(depois.marcacoesOriginais.map((m) => m.hora)).toContain('17:00')
    // once only: sending it again finds the punch there
    const segunda = (await (await enviar(dbKey, escreverAfd671(AFD))).json()) as Importacao
    expect(segunda).toMatchObject({ importadas: 0, duplicadas: 1 })
    const lista = (await (await call('/api/afd', { as: 'rh', dbKey })).json()) as { content: { id: number; totalPendentes: number }[] }
    expect(lista.content.map((i) => i.id)).toEqual([segunda.id, imp.id])
  })

  it('imports a Portaria 1510 file matching employees by PIS', async () => {
    const dbKey = freshDb()
    const imp = (await (await enviar(dbKey, escreverAfd1510(AFD))).json()) as Importacao
    expect(imp).toMatchObject({ situacao: 'IMPORTADO', portaria: '1510', importadas: 1 })
    expect((await dia(dbKey, '2026-11-10')).errorMessage).toBeNull()
  })

  it('rejects a corrupted file with its errors line by line and imports nothing (all or nothing)', async () => {
    const dbKey = freshDb()
    const linhas = latin1Text(escreverAfd671(AFD)).split('\r\n')
    linhas[1] = linhas[1]!.replace('17:00', '17:09')
    const imp = (await (await enviar(dbKey, latin1Bytes(linhas.join('\r\n')))).json()) as Importacao
    expect(imp.situacao).toBe('REJEITADO')
    expect(imp.importadas).toBe(0)
    expect(imp.erros).toEqual([{ linha: 2, mensagem: expect.stringMatching(/^CRC-16 inválido/) as string }])
    expect((await dia(dbKey, '2026-11-10')).errorMessage).toBe('Numero impar de marcacoes!')
    const reprocesso = await call(`/api/afd/${imp.id}/reprocessar`, { method: 'POST', as: 'rh', dbKey })
    expect(reprocesso.status).toBe(400)
  })

  it('rejects the file of another employer and a missing file', async () => {
    const dbKey = freshDb()
    const imp = (await (await enviar(dbKey, escreverAfd671({ ...AFD, cnpj: '11222333000181' }))).json()) as Importacao
    expect(imp.erros[0]).toEqual({ linha: 1, mensagem: 'Empregador do arquivo (CNPJ/CPF 11222333000181) não cadastrado.' })
    const vazio = await call('/api/afd/upload', { method: 'POST', as: 'rh', dbKey, body: new FormData() })
    expect(await vazio.json()).toEqual({ errors: [expect.objectContaining({ property: 'file', message: 'Selecione o arquivo AFD.' })] })
    expect((await call('/api/afd', { as: 'supervisor', dbKey })).status).toBe(403)
  })

  it('an employer\'s file puts punches only on its own employees, within their employment; the rest waits with the reason', async () => {
    const dbKey = freshDb()
    const ler = async <T,>(caminho: string) => (await (await call(caminho, { as: 'rh', dbKey })).json()) as T
    const aurora = await ler<{ nome: string; cnpj: string }>('/api/empresas/2')
    const janaina = await ler<{ cpf: string; demissao: string }>('/api/funcionarios/10')
    const daAurora = escreverAfd671({
      ...AFD, cnpj: aurora.cnpj.replace(/\D/g, ''), marcacoes: [{ dataHora: '2026-11-10T17:00', cpf: '52998224725' }],
    })
    const outra = (await (await enviar(dbKey, daAurora)).json()) as Importacao
    expect(outra).toMatchObject({ situacao: 'IMPORTADO', importadas: 0 })
    expect(outra.pendentes).toEqual([expect.objectContaining({ motivo: `Funcionário não pertence ao empregador do arquivo (${aurora.nome}).` })])
    expect((await dia(dbKey, '2026-11-10')).errorMessage).toBe('Numero impar de marcacoes!')

    const demitida = (await (await enviar(dbKey, escreverAfd671({ ...AFD, marcacoes: [{ dataHora: '2026-11-10T08:00', cpf: janaina.cpf.replace(/\D/g, '') }] }))).json()) as Importacao
    expect(demitida.pendentes).toEqual([expect.objectContaining({ motivo: `Funcionário demitido em ${janaina.demissao.split('-').reverse().join('/')}.` })])
  })

  it('punches in the future or outside the header\'s period wait; a BOM before and a Ctrl-Z after the records are ignored', async () => {
    const dbKey = freshDb()
    const imp = (await (await enviar(dbKey, escreverAfd671({
      ...AFD, inicio: '2026-11-10', fim: '2026-11-20',
      marcacoes: [{ dataHora: '2026-11-09T17:00', cpf: '52998224725' }, { dataHora: '2026-11-20T08:00', cpf: '52998224725' }],
    }))).json()) as Importacao
    expect(imp.pendentes.map((p) => p.motivo)).toEqual(['Data fora do período do cabeçalho (10/11/2026 a 20/11/2026).', 'Marcação no futuro (20/11/2026 08:00).'])

    const comMarcas = new Uint8Array([0xef, 0xbb, 0xbf, ...escreverAfd671(AFD), 0x1a])
    expect((await (await enviar(freshDb(), comMarcas)).json()) as Importacao).toMatchObject({ situacao: 'IMPORTADO', importadas: 1, erros: [] })
    const vazio = await enviar(dbKey, new Uint8Array(0))
    expect(await vazio.json()).toEqual({ errors: [expect.objectContaining({ property: 'file', message: 'O arquivo AFD está vazio.' })] })
  })

  it.each([
    ['a PNG', Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'), 'o arquivo enviado é PNG.'],
    ['a PDF', Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 'o arquivo enviado é PDF.'],
    ['text with NUL bytes', Buffer.from('0000000011\u0000\u0000\r\n', 'latin1'), 'o arquivo enviado tem conteúdo binário.'],
  ])('refuses %s named as an AFD text file and records no import', async (_nome, bytes, motivo) => {
    const dbKey = freshDb()
    const resposta = await enviar(dbKey, new Uint8Array(bytes))
    expect(resposta.status).toBe(400)
    expect(await resposta.json()).toEqual({
      errors: [expect.objectContaining({ entity: 'ImportacaoAfd', property: 'file', message: `O arquivo AFD deve ser um arquivo de texto; ${motivo}` })],
    })
    expect((await (await call('/api/afd', { as: 'rh', dbKey })).json()).totalElements).toBe(0)
  })

  it('reprocessing imports the punches that were waiting for a reopened month', async () => {
    const dbKey = freshDb()
    const outubro = { ...AFD, inicio: '2026-10-13', fim: '2026-10-13', marcacoes: [{ dataHora: '2026-10-13T19:00', cpf: '52998224725' }] }
    const imp = (await (await enviar(dbKey, escreverAfd671(outubro))).json()) as Importacao
    expect(imp.pendentes).toEqual([expect.objectContaining({ motivo: 'Competência 10/2026 fechada.' })])
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as { content: { competencia: { id: number }; fechamento: { id: number } | null }[] }
    const f = lista.content.find((l) => l.competencia.id === 12)!.fechamento!
    await call(`/api/fechamentos/${f.id}`, { method: 'DELETE', as: 'rh', dbKey })
    const reprocessada = (await (await call(`/api/afd/${imp.id}/reprocessar`, { method: 'POST', as: 'rh', dbKey })).json()) as Importacao & { reprocessamentos: number }
    expect(reprocessada).toMatchObject({ importadas: 1, pendentes: [], reprocessamentos: 1 })
  })

  it('the exit after midnight of a shift begun on the last day of a closed competence waits with its entry, saying so (domain.md rule 14)', async () => {
    const dbKey = freshDb()
    // Fernanda works a Saturday night, 31/10 22:00 to 01/11 05:00, outside her schedule: October is closed.
    const virada = {
      ...AFD, inicio: '2026-10-31', fim: '2026-11-01',
      marcacoes: [{ dataHora: '2026-10-31T22:00', cpf: '52998224725' }, { dataHora: '2026-11-01T05:00', cpf: '52998224725' }],
    }
    const imp = (await (await enviar(dbKey, escreverAfd671(virada))).json()) as Importacao
    expect(imp).toMatchObject({ importadas: 0, duplicadas: 0 })
    expect(imp.pendentes.map((p) => p.motivo)).toEqual(['Competência 10/2026 fechada.', 'Competência 10/2026 fechada (turno iniciado em 31/10/2026).'])
    // Not a lone exit on Sunday 01/11 of the open November.
    expect((await dia(dbKey, '2026-11-01')).marcacoesOriginais).toEqual([])
  })

  it('a reprocess counts only the punches that were waiting: imported, existing and pending still add up to the file', async () => {
    const dbKey = freshDb()
    const arquivo = {
      ...AFD, inicio: '2026-10-13', fim: '2026-11-10',
      marcacoes: [{ dataHora: '2026-11-10T19:00', cpf: '52998224725' }, { dataHora: '2026-10-13T19:00', cpf: '52998224725' }],
    }
    const imp = (await (await enviar(dbKey, escreverAfd671(arquivo))).json()) as Importacao
    expect(imp).toMatchObject({ importadas: 1, duplicadas: 0, pendentes: [expect.objectContaining({ motivo: 'Competência 10/2026 fechada.' })] })
    const repetida = (await (await call(`/api/afd/${imp.id}/reprocessar`, { method: 'POST', as: 'rh', dbKey })).json()) as Importacao
    expect(repetida).toMatchObject({ importadas: 1, duplicadas: 0 })
    expect(repetida.pendentes).toHaveLength(1)
  })
})
