import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { usarFormDataDoNode } from '@/shared/lib/test/formdata-do-node'
import { baixarBrasao, empresaResource, enviarBrasao } from './empresa-registro'
import { BRASAO_MAX_BYTES, MSG_BRASAO_GRANDE } from './empresa.schema'
import { empresaQueries } from './empresa.queries'

/** The company calls through the entity, against the real mock handlers, as HR (front_empresa). */
const app = usarAppNoMock('rh')
usarFormDataDoNode()

const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)
const ASSINATURA_PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

const ENDERECO = { logradouro: 'Rua A', numero: '1', complemento: null, bairro: 'Centro', cidade: 'Santa Aurora', uf: 'sp', cep: '13870-000' }

describe('the companies through the entity, against the mock backend', () => {
  it("[API-002] loads the user's company at startup", async () => {
    const empresa = await app().queryClient.fetchQuery(empresaQueries.first())
    expect(empresa).toMatchObject({ id: 1, codigo: 1, nome: 'Prefeitura Municipal de Santa Aurora', brasao: null, endereco: { cidade: 'Santa Aurora' } })
  })

  it('[REG-019] saves a new company with the CNPJ and CEP digits, the state upper-cased and the trade name defaulted', async () => {
    const nova = await empresaResource.save({
      id: null, codigo: 9, nome: ' Nova Ltda ', nomeFantasia: '', cnpj: '11.222.333/0001-81', cei: '', orgaoPublico: false, endereco: ENDERECO,
    })
    expect(nova).toMatchObject({
      codigo: 9, nome: 'Nova Ltda', nomeFantasia: 'Nova Ltda', cnpj: '11222333000181', cei: null, orgaoPublico: false, brasao: null,
      endereco: { uf: 'SP', cep: '13870000', complemento: null },
    })
    expect(await app().queryClient.fetchQuery(empresaQueries.detail(nova.id))).toEqual(nova)
  })

  it('refuses a company whose CNPJ check digits are wrong or whose code is taken, field by field', async () => {
    const corpo = { id: null, codigo: 9, nome: 'Nova', nomeFantasia: '', cnpj: '11.111.111/1111-11', cei: '', orgaoPublico: false, endereco: ENDERECO }
    await expect(empresaResource.save(corpo)).rejects.toMatchObject({ status: 400, fieldErrors: { cnpj: 'CNPJ inválido' } })
    await expect(empresaResource.save({ ...corpo, codigo: 1, cnpj: '11222333000181' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { codigo: 'já existe uma empresa com este código' },
    })
  })

  it('[REG-021] uploads the coat of arms and downloads it back as the same PNG image', async () => {
    expect(await enviarBrasao({ id: 1, arquivo: new File([PNG_1X1], 'brasao.png', { type: 'image/png' }) })).toBe('/api/empresas/1/brasao')
    const { blob } = await baixarBrasao(1)
    expect(blob.type).toBe('image/png')
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect([...bytes.slice(0, 8)]).toEqual(ASSINATURA_PNG)
    expect(bytes).toEqual(PNG_1X1)
    const empresa = await app().queryClient.fetchQuery(empresaQueries.detail(1))
    expect(empresa.brasao).toMatch(/^data:image\/png;base64,/)
  })

  it('refuses a coat of arms over 512 KB before sending it (over 10 MB a proxy would answer 502 without the message)', async () => {
    const grande = new File([PNG_1X1, new Uint8Array(BRASAO_MAX_BYTES)], 'foto.png', { type: 'image/png' })
    await expect(enviarBrasao({ id: 1, arquivo: grande })).rejects.toThrow(MSG_BRASAO_GRANDE)
    expect(app().requisicoes).toEqual([])
  })
})
