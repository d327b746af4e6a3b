import { describe, expect, it } from 'vitest'
import type { Db } from '../db/index'
import { nextId } from '../db/queries'
import { espelhoSecao } from '../pdf/espelho-modelo'
import { buildCartaoPonto } from './build'
import { ANTERIOR, dbE2e } from './test-db'

/** Rita (employee 2) works 08:00-12:00 13:00-17:00 on weekdays, without an hour bank. */
const RITA = 2

/** Replaces the punches of a day of October (competence 12, already generated) and its treatments. */
function baterDia(db: Db, data: string, horas: string[]) {
  const registro = db.registros.find((r) => r.funcionarioId === RITA && r.data === data)!
  db.marcacoes = db.marcacoes.filter((m) => m.registroId !== registro.id)
  db.tratamentos = db.tratamentos.filter((t) => t.registroId !== registro.id)
  for (const [i, hora] of horas.entries()) {
    db.marcacoes.push({
      id: nextId(db, db.marcacoes), registroId: registro.id, funcionarioId: RITA, data, hora, dataHora: `${data}T${hora}:00`,
      tipoMarcacao: 'ORIGINAL', sequencia: i + 1, desconsiderada: false, motivoId: null, nsr: null, equipamento: null,
    })
  }
}

function outubroCom(saidaDeTerca: string) {
  const db = dbE2e()
  buildCartaoPonto(db, RITA, ANTERIOR)
  baterDia(db, '2026-10-13', ['08:00', '12:00', '13:00', saidaDeTerca])
  baterDia(db, '2026-10-14', ['08:00', '12:00', '13:00', '17:00'])
  const cartao = buildCartaoPonto(db, RITA, ANTERIOR)
  const funcionario = db.funcionarios.find((f) => f.id === RITA)!
  const competencia = db.competencias.find((c) => c.id === ANTERIOR)!
  const espelho = espelhoSecao(db, { funcionario, competencia, cartao, titulo: 'Espelho do Ponto', emissor: 'RH', emitidoEm: new Date(2026, 10, 16) })
  return { cartao, espelho }
}

describe('CLT art. 66 (OJ 355 SDI-1): the rest between shifts that was not given is shown as overtime', () => {
  it.each([
    ['15 h of rest (17:00 to 08:00): nothing', '17:00', '', '00:00', null],
    ['10:30 of rest (21:30 to 08:00): 00:30', '21:30', '00:30', '00:30', 'Extra interjornada 00:30 (CLT art. 66)'],
    ['9 h of rest (23:00 to 08:00): 02:00', '23:00', '02:00', '02:00', 'Extra interjornada 02:00 (CLT art. 66)'],
  ])('%s', (_titulo, saida, doDia, doMes, ocorrencia) => {
    const { cartao, espelho } = outubroCom(saida)
    const quarta = cartao.manutencaoDTO.registros['2026-10-14']!.registro
    expect(quarta.horaExtraInterjornada).toBe(doDia)
    expect(cartao.manutencaoDTO.totalHoraExtraInterjornada).toBe(doMes)
    const linha = espelho.dias.find((d) => d[0] === '14/10 Qua')!
    const totalNoEspelho = espelho.totais.find(([rotulo]) => rotulo === 'Extra interjornada')
    if (ocorrencia === null) {
      expect(linha.at(-1)).not.toContain('interjornada')
      expect(totalNoEspelho).toBeUndefined()
    } else {
      expect(linha.at(-1)).toContain(ocorrencia)
      // The band is part of the day's Extras and of the month's total of overtime, printed just before it.
      expect(quarta.horaExtraTotal).toBe(doDia)
      const rotulos = espelho.totais.map(([rotulo]) => rotulo)
      expect(totalNoEspelho).toEqual(['Extra interjornada', doMes])
      expect(rotulos.indexOf('Extra interjornada')).toBe(rotulos.indexOf('Total de horas extras') - 1)
    }
  })

  it('a printed part of the month sums the interjornada of its days only', () => {
    const { cartao } = outubroCom('23:00')
    const db = dbE2e()
    const funcionario = db.funcionarios.find((f) => f.id === RITA)!
    const competencia = db.competencias.find((c) => c.id === ANTERIOR)!
    const parte = (inicio: string, fim: string) =>
      espelhoSecao(db, { funcionario, competencia, cartao, titulo: 'Espelho do Ponto', emissor: 'RH', emitidoEm: new Date(2026, 10, 16), periodo: { inicio, fim } })
        .totais.find(([rotulo]) => rotulo === 'Extra interjornada')
    expect(parte('2026-10-14', '2026-10-16')).toEqual(['Extra interjornada', '02:00'])
    expect(parte('2026-10-15', '2026-10-16')).toBeUndefined()
  })
})
