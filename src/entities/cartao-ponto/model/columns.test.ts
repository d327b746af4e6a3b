import { describe, expect, it } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import type { CartaoPonto, RegistroDia } from '../api/cartao-ponto.schema'
import { COLUNAS_CARTAO, colunasRecolhidas, columnCount, visibleColumns } from './columns'
import { cartaoComCamposDesabilitados, cartaoFixture, comMarcacoes, SESSOES } from './testing/cartao-ponto.fixture'

const { rh, admin, responsavel, supervisor, funcionario } = SESSOES
const semExtraCalculada = (s: Sessao): Sessao => ({ ...s, permissions: s.permissions.filter((p) => p !== 'front_ver_extra_calculada') })
const cartao = cartaoFixture()

describe('visibleColumns', () => {
  it('[TC-067] keeps the spec order', () => {
    const visiveis = visibleColumns(rh, cartao)
    const ordem = visiveis.map((c) => COLUNAS_CARTAO.indexOf(c))
    expect(ordem).toEqual([...ordem].sort((a, b) => a - b))
    expect(visiveis).toEqual([
      'dia', 'marcacoesOriginais', 'entrada1', 'saida1', 'entrada2', 'saida2', 'entrada3', 'saida3', 'entrada4', 'saida4',
      'horas', 'cargaHoraria', 'memoriaCalculo', 'horaExtraCalculada', 'horaExtraTotal', 'horaExtra', 'horaExtra70',
      'horaExtra100', 'horaExtraIntervalo', 'horaExtraNoturna', 'falta', 'atraso', 'saidaAntecipada', 'adicionalNoturno',
      'saldoBanco', 'compensacao', 'hora', 'ocorrencia', 'motivo', 'codigoHorario', 'tratamentos',
    ])
  })

  it('[TC-069] original punches only for HR, administrators and responsible users', () => {
    for (const s of [rh, admin, responsavel]) expect(visibleColumns(s, cartao)).toContain('marcacoesOriginais')
    for (const s of [supervisor, funcionario]) expect(visibleColumns(s, cartao)).not.toContain('marcacoesOriginais')
    // A responsible who is also supervisor is not a "responsible user" (AUTH-010).
    expect(visibleColumns({ ...responsavel, groups: ['responsavel', 'supervisor'] }, cartao)).not.toContain('marcacoesOriginais')
  })

  it('[TC-070] pairs 1 and 2 are always shown', () => {
    for (const s of [supervisor, funcionario, rh]) {
      expect(visibleColumns(s, cartao)).toEqual(expect.arrayContaining(['entrada1', 'saida1', 'entrada2', 'saida2']))
    }
  })

  it('[TC-071] pair 3 follows tresMarcacoes, HR always sees it', () => {
    expect(visibleColumns(supervisor, cartao)).not.toContain('entrada3')
    const tres = cartaoFixture({ manutencaoDTO: { tresMarcacoes: true } })
    expect(visibleColumns(supervisor, tres)).toEqual(expect.arrayContaining(['entrada3', 'saida3']))
    expect(visibleColumns(supervisor, tres)).not.toContain('entrada4')
    expect(visibleColumns(rh, cartao)).toEqual(expect.arrayContaining(['entrada3', 'saida3']))
  })

  it('[TC-072][TC-073] pair 4 follows quatroMarcacoes, HR always sees it; there is no fifth pair', () => {
    expect(visibleColumns(admin, cartao)).not.toContain('saida4')
    const quatro = cartaoFixture({ manutencaoDTO: { tresMarcacoes: true, quatroMarcacoes: true } })
    expect(visibleColumns(admin, quatro)).toEqual(expect.arrayContaining(['entrada4', 'saida4']))
    expect(visibleColumns(rh, cartao)).toContain('saida4')
    expect(COLUNAS_CARTAO.filter((c) => c.startsWith('entrada'))).toHaveLength(4)
  })

  it('[TC-071][TC-072] a day with punches in pair 3 shows pair 3 to anyone: no counted punch is hidden', () => {
    const comPar3 = comMarcacoes(cartao, '2026-11-06', ['08:00', '12:00', '13:00', '17:00', '18:00', '19:00'])
    for (const s of [supervisor, funcionario]) {
      expect(visibleColumns(s, comPar3)).toEqual(expect.arrayContaining(['entrada3', 'saida3']))
      expect(visibleColumns(s, comPar3)).not.toContain('entrada4')
    }
    expect(columnCount(supervisor, comPar3)).toBe(columnCount(supervisor, cartao) + 2)
  })

  it('[TC-074][TC-075] total hours always; workload follows exibirCargaHoraria', () => {
    expect(visibleColumns(supervisor, cartao)).toEqual(expect.arrayContaining(['horas', 'cargaHoraria']))
    const semCarga = cartaoFixture({ manutencaoDTO: { exibirCargaHoraria: false } })
    expect(visibleColumns(supervisor, semCarga)).toContain('horas')
    expect(visibleColumns(supervisor, semCarga)).not.toContain('cargaHoraria')
  })

  it('[TC-076] calculation memory unless memoriaCalculo is disabled', () => {
    expect(visibleColumns(supervisor, cartao)).toContain('memoriaCalculo')
    expect(visibleColumns(supervisor, cartaoComCamposDesabilitados('memoriaCalculo'))).not.toContain('memoriaCalculo')
  })

  it('[TC-077] calculated overtime needs front_ver_extra_calculada and exibirHorasExtrasCalculadas', () => {
    expect(visibleColumns(rh, cartao)).toContain('horaExtraCalculada')
    expect(visibleColumns(semExtraCalculada(rh), cartao)).not.toContain('horaExtraCalculada')
    const semFlag = cartaoFixture({ manutencaoDTO: { exibirHorasExtrasCalculadas: false } })
    expect(visibleColumns(rh, semFlag)).not.toContain('horaExtraCalculada')
  })

  it('[TC-084] a disabled field hides its column', () => {
    const pares = [
      ['horaExtra50', 'horaExtra'], ['horaExtra70', 'horaExtra70'], ['horaExtra100', 'horaExtra100'],
      ['horaExtraIntervalo', 'horaExtraIntervalo'], ['horaExtraNoturna', 'horaExtraNoturna'], ['falta', 'falta'],
      ['atraso', 'atraso'], ['saidaAntecipada', 'saidaAntecipada'], ['adicionalNoturno', 'adicionalNoturno'],
    ] as const
    for (const [campo, coluna] of pares) {
      const visiveis = visibleColumns(rh, cartaoComCamposDesabilitados(campo))
      expect(visiveis, campo).not.toContain(coluna)
      expect(visiveis, campo).toHaveLength(visibleColumns(rh, cartao).length - 1)
    }
  })

  it('[TC-085] fields missing from the configuration are enabled', () => {
    expect(cartao.config.cartaoPonto.falta.enabled).toBe(true)
    expect(visibleColumns(supervisor, cartao)).toEqual(expect.arrayContaining(['falta', 'horaExtra70', 'adicionalNoturno']))
  })

  it('[TC-203] the field configuration wins over any role', () => {
    const semFalta = cartaoComCamposDesabilitados('falta', 'horaExtra100')
    for (const s of [rh, admin]) {
      expect(visibleColumns(s, semFalta)).not.toContain('falta')
      expect(visibleColumns(s, semFalta)).not.toContain('horaExtra100')
    }
  })
})

describe('columnCount', () => {
  const quem = semExtraCalculada(supervisor)

  it('[TC-088] base 18 without calculated overtime', () => {
    expect(columnCount(quem, cartao)).toBe(18)
    expect(columnCount(rh, cartaoFixture({ manutencaoDTO: { exibirHorasExtrasCalculadas: false, tresMarcacoes: false } }))).toBe(22)
  })

  it('[TC-089] base 19 with calculated overtime', () => {
    const comPermissao = { ...supervisor, permissions: [...supervisor.permissions, 'front_ver_extra_calculada'] }
    expect(columnCount(comPermissao, cartao)).toBe(19)
  })

  it('[TC-090] minus one per disabled field', () => {
    expect(columnCount(quem, cartaoComCamposDesabilitados('falta'))).toBe(17)
    expect(columnCount(quem, cartaoComCamposDesabilitados('falta', 'atraso', 'memoriaCalculo'))).toBe(15)
  })

  it('[TC-091] only the eight counted fields change the count', () => {
    const contados = [
      'horaExtra50', 'horaExtraNoturna', 'falta', 'atraso', 'saidaAntecipada', 'adicionalNoturno',
      'horaExtraIntervalo', 'memoriaCalculo',
    ] as const
    for (const campo of contados) expect(columnCount(quem, cartaoComCamposDesabilitados(campo)), campo).toBe(17)
    const naoContados = ['horaExtra70', 'horaExtra100', 'horaExtraNoturna100', 'permitidos', 'compensados', 'descontoDSR'] as const
    for (const campo of naoContados) expect(columnCount(quem, cartaoComCamposDesabilitados(campo)), campo).toBe(18)
    expect(columnCount(quem, cartaoComCamposDesabilitados(...contados, ...naoContados))).toBe(10)
  })

  it('[TC-092] pairs 3 and 4 add two columns each when shown', () => {
    expect(columnCount(quem, cartaoFixture({ manutencaoDTO: { tresMarcacoes: true } }))).toBe(20)
    expect(columnCount(quem, cartaoFixture({ manutencaoDTO: { tresMarcacoes: true, quatroMarcacoes: true } }))).toBe(22)
    // HR always sees both pairs: 19 (calculated overtime) + 4.
    expect(columnCount(rh, cartao)).toBe(23)
  })
})

/** The card with one amount of day `data` set. */
function comValor(cartao: CartaoPonto, data: string, campo: keyof RegistroDia, valor: string): CartaoPonto {
  const { registros } = cartao.manutencaoDTO
  const dia = registros[data]!
  const registro = { ...dia.registro, [campo]: valor }
  return { ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros: { ...registros, [data]: { ...dia, registro } } } }
}

describe('colunasRecolhidas', () => {
  const PAR_3_E_4 = ['entrada3', 'saida3', 'entrada4', 'saida4']

  it('[TC-071][TC-072] pairs 3 and 4 without a punch on any day are drawn narrow, and still shown', () => {
    const visiveis = visibleColumns(rh, cartao)
    const recolhidas = colunasRecolhidas(cartao, visiveis)
    expect(recolhidas).toEqual(expect.arrayContaining(PAR_3_E_4))
    for (const coluna of ['entrada1', 'saida1', 'entrada2', 'saida2']) expect(recolhidas).not.toContain(coluna)
    for (const coluna of recolhidas) expect(visiveis).toContain(coluna)
  })

  it('a punch on one day widens only the slot it fills', () => {
    const comEntrada3 = comMarcacoes(cartao, '2026-11-06', ['08:00', '12:00', '13:00', '17:00', '18:00'])
    const recolhidas = colunasRecolhidas(comEntrada3, visibleColumns(rh, comEntrada3))
    expect(recolhidas).not.toContain('entrada3')
    expect(recolhidas).toEqual(expect.arrayContaining(['saida3', 'entrada4', 'saida4']))
  })

  it('an amount blank on every day is drawn narrow until one day has a value; the total, texts and the day never', () => {
    const visiveis = visibleColumns(rh, cartao)
    expect(colunasRecolhidas(cartao, visiveis)).toContain('horaExtra100')
    expect(colunasRecolhidas(cartao, visiveis)).not.toContain('falta')
    const comExtra100 = comValor(cartao, '2026-11-03', 'horaExtra100', '00:30')
    expect(colunasRecolhidas(comExtra100, visiveis)).not.toContain('horaExtra100')

    const vazio = Object.keys(cartao.manutencaoDTO.registros).reduce(
      (c, data) => comMarcacoes(comValor(comValor(c, data, 'horas', ''), data, 'memoriaCalculo', ''), data, []),
      cartao,
    )
    const recolhidas = colunasRecolhidas(vazio, visiveis)
    for (const coluna of ['dia', 'horas', 'memoriaCalculo', 'hora', 'ocorrencia', 'motivo', 'tratamentos', 'marcacoesOriginais']) {
      expect(recolhidas).not.toContain(coluna)
    }
    expect(recolhidas).toEqual(expect.arrayContaining(['entrada1', 'saida2', ...PAR_3_E_4]))
  })

  it('only considers the columns it is given (the spec decides which are shown)', () => {
    expect(colunasRecolhidas(cartao, visibleColumns(supervisor, cartao))).not.toContain('entrada3')
  })
})
