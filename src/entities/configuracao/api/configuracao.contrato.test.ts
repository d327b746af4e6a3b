import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { gerarBackup, salvarConfig, salvarLimites, type ConfigGeral } from './configuracao-geral'
import { configQueries } from './configuracao.queries'

/** The /config screen's calls through the entity, against the real mock handlers, as the administrator. */
const app = usarAppNoMock('admin')

const carregar = () => app().queryClient.fetchQuery({ ...configQueries.load(), staleTime: 0 })

describe('the settings through the entity, against the mock backend', () => {
  it('[API-002][REG-079] loads the settings with the current competence, the limits, the company and the request types', async () => {
    expect(await carregar()).toMatchObject({
      current: { id: 13 },
      limites: { funcionarios: 500, usuarios: 50, equipamentos: 10, coletores: 5 },
      empresa: { id: 1, nome: 'Prefeitura Municipal de Santa Aurora' },
      permiteBaterPonto: true,
      modoEspecial: false,
      horaExtraCustomLabel: 'Hora Extra 75%',
      tipoSolicitacaoIncluirMarcacao: { id: 1, descricao: 'Incluir marcação' },
      tipoSolicitacaoCompensarBancoHoras: { id: 2, descricao: 'Compensar banco de horas' },
    })
  })

  it('saves the general settings with PUT /api/config; the load then gives them back', async () => {
    const config: ConfigGeral = {
      permiteBaterPonto: false,
      utilizaHoraExtraIntervalo: true,
      modoEspecial: true,
      geraComprovanteMarcacao: true,
      horaExtraCustomLabel: '  Plantão  ',
      tipoSolicitacaoIncluirMarcacao: { id: 5 },
      tipoSolicitacaoCompensarBancoHoras: null,
    }
    const salvo = await salvarConfig(config)
    const esperado = {
      permiteBaterPonto: false,
      utilizaHoraExtraIntervalo: true,
      modoEspecial: true,
      geraComprovanteMarcacao: true,
      horaExtraCustomLabel: 'Plantão',
      tipoSolicitacaoIncluirMarcacao: { id: 5, descricao: 'Serviço externo' },
      tipoSolicitacaoCompensarBancoHoras: null,
    }
    expect(salvo).toMatchObject(esperado)
    expect(await carregar()).toMatchObject(esperado)
  })

  it('refuses a label longer than 30 characters and keeps the settings', async () => {
    const atual = await carregar()
    await expect(
      salvarConfig({
        permiteBaterPonto: true,
        utilizaHoraExtraIntervalo: false,
        modoEspecial: false,
        geraComprovanteMarcacao: false,
        horaExtraCustomLabel: 'x'.repeat(31),
        tipoSolicitacaoIncluirMarcacao: null,
        tipoSolicitacaoCompensarBancoHoras: null,
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { horaExtraCustomLabel: 'tamanho deve ser entre 0 e 30' } })
    expect(await carregar()).toMatchObject({ horaExtraCustomLabel: atual.horaExtraCustomLabel })
  })

  it('[REG-080] reads and saves the licence limits with GET and PUT /api/limites', async () => {
    const limites = await app().queryClient.fetchQuery(configQueries.limites())
    expect(limites).toEqual({ funcionarios: 500, usuarios: 50, equipamentos: 10, coletores: 5 })
    expect(await salvarLimites({ ...limites, usuarios: 250 })).toEqual({ ...limites, usuarios: 250 })
    await expect(salvarLimites({ ...limites, coletores: -1 })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { coletores: 'deve ser maior ou igual a 0' },
    })
    expect(await app().queryClient.fetchQuery({ ...configQueries.limites(), staleTime: 0 })).toEqual({ ...limites, usuarios: 250 })
  })

  it('[REG-081] downloads the backup as a JSON file named by the server', async () => {
    const { blob, filename } = await gerarBackup()
    expect(filename).toBe('ponto-backup-2026-11-16.json')
    expect(blob.type).toContain('application/json')
    const dados = JSON.parse(await blob.text()) as Record<string, unknown[]>
    expect(dados.funcionarios?.length).toBeGreaterThan(0)
    expect(dados.limites).toEqual({ funcionarios: 500, usuarios: 50, equipamentos: 10, coletores: 5 })
  })
})
