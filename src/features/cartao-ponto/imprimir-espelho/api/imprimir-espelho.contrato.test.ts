import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { imprimirEspelho } from './imprimir-espelho.mutation'

usarAppNoMock('supervisor')

describe('the espelho do ponto, against the mock backend', () => {
  it('[TC-043] downloads the PDF of an employee and competence, named by the server', async () => {
    const { blob, filename } = await imprimirEspelho({ funcionarioId: 1, competenciaId: 13, emissor: 'Sérgio Supervisor' })
    expect(filename).toBe('espelho-ponto-100001-11-2026.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })
})
