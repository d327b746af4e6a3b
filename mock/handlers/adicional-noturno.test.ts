import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

/** Gúbio (55, company 2) and Benício (14, company 1) both work the 12x36 night shift; Gúbio punched 19:00-06:59 on 12/11. */
async function adicionalNoturno(dbKey: string, funcionarioId: number) {
  const resposta = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=13`, { as: 'rh', dbKey })
  const { manutencaoDTO } = cartaoPontoSchema.parse(await resposta.json())
  const dia = manutencaoDTO.registros['2026-11-12']?.registro
  return { total: manutencaoDTO.totalAdicionalNoturno, turno: dia?.adicionalNoturno, memoria: dia?.memoriaCalculo }
}

describe('night premium rules (/api/adicional-noturno) change the cards at once (domain.md rule 3)', () => {
  it('a rural rule for company 2 (21:00-05:00, 25 %, no reduced hour) changes its employees’ night hours, not company 1’s', async () => {
    const dbKey = freshDb()
    const antes = { gubio: await adicionalNoturno(dbKey, 55), benicio: await adicionalNoturno(dbKey, 14) }
    // 19:00-06:59 under the urban rule: 22:00-05:00 = 420 * 8 / 7 = 480; the 12x36 compensates the extension (art. 59-A)
    expect(antes.gubio.turno).toBe('08:00')
    expect(antes.gubio.memoria).toContain('adicional de 20 %')

    const regra = { descricao: 'Rural (Lei 5.889/73)', inicio: '21:00', fim: '05:00', percentual: 25, reducaoHoraNoturna: false, empresaId: 2 }
    const criada = await call('/api/adicional-noturno', { method: 'POST', as: 'admin', dbKey, body: regra })
    expect(criada.status).toBe(201)
    expect(await criada.json()).toMatchObject({ empresaId: 2, empresa: expect.any(String) as string })

    // 21:00-05:00 = 480 clock minutes, no reduction: the same 08:00 as 7 reduced hours, now at 25 %
    const depois = { gubio: await adicionalNoturno(dbKey, 55), benicio: await adicionalNoturno(dbKey, 14) }
    expect(depois.gubio.turno).toBe('08:00')
    expect(depois.gubio.memoria).toContain('Noturno 08:00 (sem redução da hora noturna), adicional de 25 %')
    expect(depois.benicio).toEqual(antes.benicio)
  })

  it('refuses a rule for a company that does not exist', async () => {
    const dbKey = freshDb()
    const body = { descricao: 'X', inicio: '22:00', fim: '05:00', percentual: 20, reducaoHoraNoturna: true, empresaId: 999 }
    const resposta = await call('/api/adicional-noturno', { method: 'POST', as: 'admin', dbKey, body })
    expect(resposta.status).toBe(400)
    expect((await resposta.json()).errors).toEqual([expect.objectContaining({ property: 'empresaId', message: 'empresa não encontrada' })])
  })
})
