import { describe, expect, it } from 'vitest'
import { endpointDaRequisicao } from '@/shared/api/contract'
import { carregarRegistro, SEGMENTOS_DE_CADASTRO } from './catalogo'

describe('register catalogue', () => {
  it('offers deletion only where the contract has the DELETE of an item, and wherever an item may be deleted (an employee is dismissed, never deleted)', async () => {
    const divergentes: string[] = []
    for (const segmento of SEGMENTOS_DE_CADASTRO) {
      const registro = await carregarRegistro(segmento)
      if (!registro) throw new Error(`no register for ${segmento}`)
      const oferece = Boolean(registro.excluir) && !registro.somenteEdicao
      const existe = endpointDaRequisicao('DELETE', `/api/${registro.resource.resource}/1`) !== undefined
      // A fixed list (the classes) keeps the DELETE only for the server to refuse it with its message; entries are never reopened.
      const deveOferecer = existe && !registro.somenteEdicao && !registro.somenteInclusao
      if (oferece ? !existe : deveOferecer) divergentes.push(`${segmento}: oferece ${oferece}, contrato ${existe}`)
    }
    expect(divergentes).toEqual([])
    expect((await carregarRegistro('funcionario'))?.excluir).toBeUndefined()
  })
})
