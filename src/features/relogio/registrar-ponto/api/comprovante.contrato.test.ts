import { describe, expect, it } from 'vitest'
import { baixarComprovante, relogioQueries } from '@/entities/relogio'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { registrarPonto } from './registrar-ponto.mutation'

const app = usarAppNoMock('funcionario')

const comprovantes = () => app().queryClient.fetchQuery(relogioQueries.comprovantes())

describe("the employee's clock-in receipts, against the mock backend", () => {
  it('[CLOCK-004] a punch of the web clock gives a receipt, listed and downloaded as a PDF', async () => {
    expect(await comprovantes()).toEqual([])
    const registro = await registrarPonto()
    const [comprovante, ...outros] = await comprovantes()
    expect(outros).toEqual([])
    expect(comprovante).toMatchObject({ id: registro.comprovante.id })
    const { blob, filename } = await baixarComprovante(comprovante!.id)
    expect(filename).toMatch(/\.pdf$/)
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})
