import { describe, expect, it } from 'vitest'
import { send } from '@/shared/api/http-client'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { usarFormDataDoNode } from '@/shared/lib/test/formdata-do-node'
import { baixarAnexo, enviarAnexo, removerAnexo } from './anexo'
import { solicitacaoQueries } from './solicitacao.queries'

/** The certificate calls through the entity, against the real mock handlers, as HR (an approver who may also ask). */
const app = usarAppNoMock('rh')
usarFormDataDoNode()

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

const detalhe = (id: number) => app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(id), staleTime: 0 })

/**
 * An 'Abono por atestado médico' (type 3) HR registers for an employee: HR may send its certificate (one an employee
 * sent with their own request stays theirs, docs/decisions.md 'Quem registrou a solicitação').
 */
async function abonoPendente(): Promise<number> {
  const corpo = { funcionario: { id: 8 }, tipoSolicitacao: { id: 3 }, inicio: '2026-11-11', fim: '2026-11-11', motivo: { id: 101 } }
  const criada = await send('POST', '/api/solicitacao', { json: corpo })
  return ((await criada.json()) as { id: number }).id
}

describe('the medical certificate of an abono through the entity, against the mock backend', () => {
  it('sends a PNG named .pdf, which the request then shows as a PNG; downloads it back with its name and removes it', async () => {
    const id = await abonoPendente()
    const enviado = await enviarAnexo({ id, arquivo: new File([PNG_1X1], 'atestado.pdf', { type: 'application/pdf' }) })
    expect(enviado).toEqual({ nome: 'atestado.pdf', tipo: 'image/png', tamanho: PNG_1X1.length })
    expect((await detalhe(id)).anexo).toEqual(enviado)

    const { blob, filename } = await baixarAnexo(id)
    expect(filename).toBe('atestado.pdf')
    expect(blob.type).toBe('image/png')
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_1X1)

    await removerAnexo(id)
    expect((await detalhe(id)).anexo).toBeNull()
  })
})
