import { describe, expect, it } from 'vitest'
import { AFD_SAIDA_DA_FERNANDA } from '@mock/fiscal/afd-exemplo'
import { escreverAfd671 } from '@mock/fiscal/afd'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { usarFormDataDoNode } from '@/shared/lib/test/formdata-do-node'
import { enviarAfd, importacaoAfdQueries, reprocessarAfd } from './importacao-afd.queries'

const app = usarAppNoMock('rh')
usarFormDataDoNode()

const AFD = AFD_SAIDA_DA_FERNANDA
const NOME = 'AFD00014003750012345.txt'

describe('the AFD imports through the entity, against the mock backend', () => {
  it('uploads a Portaria 671 file: its punches are imported, the unknown CPF waits; the list and the detail then have it', async () => {
    const imp = await enviarAfd(new Blob([escreverAfd671(AFD)], { type: 'text/plain' }), NOME, null)
    expect(imp).toMatchObject({ nomeArquivo: NOME, situacao: 'IMPORTADO', portaria: '671', marcacoes: 2, importadas: 1, erros: [] })
    expect(imp.pendentes).toEqual([expect.objectContaining({ identificacao: 'CPF 000.000.001-91', motivo: 'Funcionário não cadastrado.' })])
    const lista = await app().queryClient.fetchQuery(importacaoAfdQueries.lista(0, 20))
    expect(lista.items).toEqual([expect.objectContaining({ id: imp.id, totalErros: 0, totalPendentes: 1 })])
    expect(await app().queryClient.fetchQuery(importacaoAfdQueries.detalhe(imp.id))).toEqual(imp)
  })

  it('reprocesses an imported file: the punch already there is not imported twice', async () => {
    const imp = await enviarAfd(new Blob([escreverAfd671(AFD)]), NOME, '671')
    const reprocessada = await reprocessarAfd(imp.id)
    // The punch imported the first time is neither imported again nor counted as existing: the counts still add up to the file.
    expect(reprocessada).toMatchObject({ id: imp.id, reprocessamentos: 1, importadas: 1, duplicadas: 0 })
    expect(reprocessada.pendentes).toHaveLength(1)
  })

  it('refuses a file that is not text, field by field', async () => {
    await expect(enviarAfd(new Blob([Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a])]), 'afd.txt', null)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { file: 'O arquivo AFD deve ser um arquivo de texto; o arquivo enviado é PDF.' },
    })
  })
})
