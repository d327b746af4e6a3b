import { describe, expect, it } from 'vitest'
import { createDb, type Db, type Funcionario } from '../db/index'
import { vigente } from '../db/queries'
import { HORARIO } from '../db/seed/horarios'
import { buildCartaoPonto } from '../timecard/build'
import { formatMinutes, minutosComSinal } from '../engine/index'
import { diaResumo } from './espelho-dias'
import { espelhoLines } from './espelho-lines'
import { espelhoSecao, type EspelhoEntrada } from './espelho-modelo'

const db: Db = createDb({ today: new Date(2026, 10, 16, 12) })
const novembro = db.competencias.find((c) => c.ano === 2026 && c.mes === 11)!
const emitidoEm = new Date(2026, 10, 16, 10, 30)

const cartoes = new Map<number, ReturnType<typeof buildCartaoPonto>>()
function cartaoDe(id: number) {
  const cartao = cartoes.get(id) ?? buildCartaoPonto(db, id, novembro.id)
  cartoes.set(id, cartao)
  return cartao
}

function entrada(f: Funcionario, extra: Partial<EspelhoEntrada> = {}): EspelhoEntrada {
  return {
    funcionario: f,
    competencia: novembro,
    cartao: cartaoDe(f.id),
    titulo: 'Espelho do Ponto',
    emissor: 'Rita Recursos Humanos',
    emitidoEm,
    ...extra,
  }
}

const fernanda = db.funcionarios.find((f) => f.id === 1)!
const secao = espelhoSecao(db, entrada(fernanda))
const linhas = espelhoLines(secao)
const texto = linhas.join('\n')
const DIA = /^\d{2}\/\d{2} [A-Z][a-zá]{2} \|/
const linhaDoDia = (ddmm: string) => linhas.find((l) => DIA.test(l) && l.startsWith(`${ddmm} `)) ?? ''

function comHorario(horarioId: number): Funcionario {
  return db.funcionarios.find((f) => f.ativo && vigente(f.quadrosHorario, '2026-11-16')?.horarioId === horarioId)!
}

describe('espelhoSecao / espelhoLines', { timeout: 20_000 }, () => {
  it('[TC-043][mock] prints employer, employee, period, issue and schedule as Portaria 671 art. 84 asks', () => {
    expect(linhas[0]).toBe('Espelho do Ponto')
    expect(texto).toContain('Empregador: Prefeitura Municipal de Santa Aurora')
    expect(texto).toMatch(/CNPJ: \d{2}\.\d{3}\.\d{3}\/0001-\d{2}/)
    expect(texto).toContain('CEI/CAEPF/CNO: 51.234.00184/75')
    expect(texto).toContain('Empregado: Fernanda Funcionária | CPF: 529.982.247-25')
    expect(texto).toContain('Admissão: 01/03/2021')
    expect(texto).toContain('Cargo: Auxiliar Administrativo')
    expect(texto).toContain('Período: 01/11/2026 a 30/11/2026 | Competência: 11/2026 | Emissão: 16/11/2026 10:30 | Emissor: Rita Recursos Humanos')
    expect(texto).toContain('Horário contratual: 001 - Administrativo 08:00-12:00 / 13:00-17:00 (Fixo): Seg a Sex 08:00-12:00 13:00-17:00')
    expect(secao.assinaturas).toEqual(['Empregado: Fernanda Funcionária', 'Empregador: Prefeitura Municipal de Santa Aurora'])
    expect(linhas.at(-2)).toBe('Empregado: Fernanda Funcionária')
  })

  it('[TC-043][mock] prints the PIS with its mask, as the CPF', () => {
    const pis = espelhoLines(espelhoSecao(db, entrada({ ...fernanda, pis: '12045678905' }))).join('\n')
    expect(pis).toContain('CPF: 529.982.247-25 | PIS: 120.45678.90-5 | Matrícula:')
    expect(texto).toMatch(/\| PIS: \d{3}\.\d{5}\.\d{2}-\d \|/)
  })

  it('[TC-043][mock] has one row per day with weekday, recorded and treated punches, hours and occurrences', () => {
    const dias = linhas.filter((l) => DIA.test(l))
    expect(dias).toHaveLength(30)
    expect(linhaDoDia('02/11')).toMatch(/^02\/11 Seg \|/)
    const cartao = cartaoDe(1)
    for (const [data, { registro }] of Object.entries(cartao.manutencaoDTO.registros)) {
      const [, registradas, tratadas, , horas, , , , , , ocorrencias] = linhaDoDia(`${data.slice(8)}/${data.slice(5, 7)}`).split(' | ')
      expect(registradas?.split(' ').filter(Boolean)).toHaveLength(registro.marcacoesOriginais.length)
      expect(horas).toBe(registro.horas)
      for (const t of registro.tratamentos) expect(ocorrencias).toContain(t.motivo.descricao)
      // The legend's 'I' marks included punches: a treatment is named by its kind, never by its code.
      expect(ocorrencias ?? '').not.toMatch(/(^|; )I /)
      const incluidas = registro.marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m?.tipoMarcacao === 'INCLUIDO')
      for (const m of incluidas) expect(tratadas).toContain(`${m!.hora}I`)
    }
  })

  it('[TC-043][mock] marks disregarded originals with D and included punches with I (seed scenarios of Fernanda)', () => {
    const [, registradas05] = linhaDoDia('05/11').split(' | ')
    expect(registradas05).toMatch(/\d{2}:\d{2}D/)
    const [, registradas12, tratadas12] = linhaDoDia('12/11').split(' | ')
    expect(tratadas12).toContain('13:00I')
    expect(registradas12).not.toContain('13:00')
    expect(linhaDoDia('10/11')).toContain('impar')
  })

  it('[TC-043][mock] says why a punch was included or an original disregarded, with its reason', () => {
    const [, , , , , , , , , , ocorrencias12] = linhaDoDia('12/11').split(' | ')
    expect(ocorrencias12).toMatch(/13:00 incluída(: .+)?/)
    const [, registradas05, , , , , , , , , ocorrencias05] = linhaDoDia('05/11').split(' | ')
    const desconsiderada = /(\d{2}:\d{2})D/.exec(registradas05 ?? '')?.[1]
    expect(ocorrencias05).toContain(`${desconsiderada} desconsiderada`)
  })

  it('[TC-043][mock] marks pre-marked punches with P', () => {
    const meioPeriodo = espelhoLines(espelhoSecao(db, entrada(comHorario(HORARIO.meioPeriodo))))
    const trabalhados = meioPeriodo.filter((l) => /^\d{2}\/11 .*\| 010 \| \d/.test(l))
    expect(trabalhados.length).toBeGreaterThan(0)
    // Schedule 010: the break (exit 10:00, return 10:15) is pre-marked, the rest is punched.
    for (const l of trabalhados) expect(l.split(' | ')[2]).toMatch(/^\d{2}:\d{2} 10:00P 10:15P \d{2}:\d{2}$/)
  })

  it('[TC-043][mock] shows night hours counted with the reduced night hour for a night shift', () => {
    const noturno = espelhoSecao(db, entrada(comHorario(HORARIO.revezamentoNoturno)))
    const noturnas = noturno.dias.map((d) => d[5]).filter((v) => v)
    expect(noturnas.length).toBeGreaterThan(0)
    // A 19:00-07:00 12x36 shift has 7 clock hours of night work (22:00-05:00; art. 59-A compensates the extension);
    // more than that printed means the reduced night hour was applied.
    expect(Math.max(...noturnas.map((valor) => minutosComSinal(valor)))).toBeGreaterThan(7 * 60)
    expect(noturno.legenda).toContain('hora noturna reduzida de 52min30s')
    expect(noturno.totais.find(([label]) => label === 'Adicional noturno*')?.[1]).not.toBe('00:00')
  })

  it("[TC-043][mock] the legend follows the employee's night rule: its window and whether the hour is reduced", () => {
    expect(secao.legenda).toContain('* horas noturnas (22:00 às 05:00) contadas com a hora noturna reduzida de 52min30s')
    const rural = createDb({ today: new Date(2026, 10, 16, 12) })
    const empresaId = rural.funcionarios.find((f) => f.id === 1)!.empresaId
    rural.adicionaisNoturnos.push({ id: 0, descricao: 'Rural (lavoura)', inicio: '21:00', fim: '05:00', percentual: 25, reducaoHoraNoturna: false, empresaId })
    const f = rural.funcionarios.find((x) => x.id === 1)!
    const legenda = espelhoSecao(rural, { ...entrada(f), cartao: buildCartaoPonto(rural, 1, novembro.id) }).legenda
    expect(legenda).toContain('* horas noturnas (21:00 às 05:00) contadas em horas de relógio, sem a hora noturna reduzida')
  })

  it('[TC-043][mock] prints the monthly totals of the card, without the fields the company disables', () => {
    const cartao = cartaoDe(1)
    expect(secao.totais).toContainEqual(['Horas trabalhadas', cartao.manutencaoDTO.totalHoras])
    expect(secao.totais).toContainEqual(['Faltas (dias)', String(cartao.manutencaoDTO.totalDiasFalta)])
    expect(secao.totais).toContainEqual(['Saldo de horas', cartao.manutencaoDTO.totalHorasGeral])
    expect(secao.totais.map(([label]) => label)).toContain('Extra 70%')
    const aurora = db.funcionarios.find((f) => f.ativo && f.empresaId === 2 && f.quadrosHorario.length > 0)!
    const secaoAurora = espelhoSecao(db, entrada(aurora))
    const labels = secaoAurora.totais.map(([label]) => label)
    expect(labels).not.toContain('Extra 70%')
    expect(labels).not.toContain('Desconto DSR')
    expect(espelhoLines(secaoAurora).join('\n')).toContain('CEI/CAEPF/CNO: Não possui')
  })

  it('says the DSR discount on the discounted rest day, in the words of the card, where the company shows it', () => {
    const comDsr = (empresaId: number) =>
      db.funcionarios.find((f) => f.empresaId === empresaId && minutosComSinal(cartaoDe(f.id).manutencaoDTO.totalDescontoDSR) > 0)!
    const descontados = (f: Funcionario) => Object.values(cartaoDe(f.id).manutencaoDTO.registros).map((d) => d.registro).filter((r) => r.descontoDSR)
    const ocorrenciasDoDia = (secao: ReturnType<typeof espelhoSecao>, data: string) =>
      secao.dias.find((d) => d[0]?.startsWith(`${data.slice(8)}/${data.slice(5, 7)} `))?.at(-1)
    const empregado = comDsr(1)
    const dias = descontados(empregado)
    expect(dias.length).toBeGreaterThan(0)
    const secaoEmpregado = espelhoSecao(db, entrada(empregado))
    for (const r of dias) {
      const clausula = `DSR descontado ${r.descontoDSR} (falta na semana)`
      expect(r.memoriaCalculo).toContain(clausula)
      expect(ocorrenciasDoDia(secaoEmpregado, r.data)).toBe([r.descricaoOcorrencia, clausula].filter(Boolean).join('; '))
    }
    // Empresa 2 switched the field off: the day does not say it, as the totals do not.
    const semCampo = comDsr(2)
    const secaoSemCampo = espelhoSecao(db, entrada(semCampo))
    for (const r of descontados(semCampo)) expect(ocorrenciasDoDia(secaoSemCampo, r.data)).not.toContain('DSR')
  })

  it("says the settlement of a weekly workload on the week's last day, as its calculation memory does (rule 11)", () => {
    const empregado = comHorario(HORARIO.cargaHoraria44)
    const secaoEmpregado = espelhoSecao(db, entrada(empregado))
    const linha = (ddmm: string) => secaoEmpregado.dias.find((d) => d[0]?.startsWith(`${ddmm} `))!
    const sabado = linha('07/11')
    expect(sabado.at(-1)).toMatch(/^Folga; Semana de 02\/11 a 08\/11: \d{2}:\d{2} trabalhadas de 35:12 → (falta de \d{2}:\d{2}|extra de .+|sem saldo)$/)
    expect(sabado.at(-1)).toContain(cartaoDe(empregado.id).manutencaoDTO.registros['2026-11-07']!.registro.memoriaCalculo!.replace('Folga; ', ''))
    // The days before it hand their balance to the week: no absence of their own.
    expect(linha('03/11')[7]).toBe('')
  })

  it('keeps the whole DSR clause of a week whose rest falls in the next competence', () => {
    const dia = cartaoDe(1).manutencaoDTO.registros['2026-11-30']!.registro
    const clausula = 'DSR descontado 08:00 (falta na semana; o descanso cai na próxima competência)'
    const ultimo = { ...dia, descontoDSR: '08:00', memoriaCalculo: `Dia futuro; ${clausula}`, descricaoOcorrencia: null, tratamentos: [], observacao: null }
    expect(diaResumo(ultimo, true).at(-1)).toBe(clausula)
    expect(diaResumo(ultimo, false).at(-1)).toBe('')
  })

  it("[TC-043][mock] says where a day's difference went when it went to a bank, and the period's sum of those days", () => {
    const ocorrenciasDe = (secao: ReturnType<typeof espelhoSecao>, ddmm: string) => secao.dias.find((d) => d[0]?.startsWith(`${ddmm} `))!.at(-1)
    // Fernanda: the 17-minute delay of 04/11 and the 00:40 beyond the authorised hour of 06/11 went to her hour bank.
    expect(ocorrenciasDe(secao, '04/11')).toBe('Banco de horas: débito 00:17')
    expect(ocorrenciasDe(secao, '06/11')).toContain('Banco de horas: crédito 00:40')
    const diasBanco = Object.values(cartaoDe(1).manutencaoDTO.registros).map((d) => d.registro).filter((r) => minutosComSinal(r.saldoBanco) !== 0)
    const somaBanco = diasBanco.reduce((t, r) => t + minutosComSinal(r.saldoBanco), 0)
    expect(secao.totais).toContainEqual(['Banco de horas no período', formatMinutes(somaBanco)])
    // Bruna (compensation bank by competence): +00:45 on 04/11 and -00:30 on 09/11.
    const bruna = espelhoSecao(db, entrada(db.funcionarios.find((f) => f.id === 38)!))
    expect(ocorrenciasDe(bruna, '04/11')).toContain('Banco de compensação: crédito 00:45')
    expect(ocorrenciasDe(bruna, '09/11')).toContain('Banco de compensação: débito 00:30')
    const somaCompensacao = Object.values(cartaoDe(38).manutencaoDTO.registros).reduce((t, d) => t + minutosComSinal(d.registro.compensacao), 0)
    expect(bruna.totais).toContainEqual(['Banco de compensação no período', formatMinutes(somaCompensacao)])
    expect(bruna.totais.map(([label]) => label)).not.toContain('Banco de horas no período')
  })

  it("[TC-043][mock] prints the month's hour bank so that it adds up: opening + the days + entries and payments = final", () => {
    const m = cartaoDe(1).manutencaoDTO
    const valor = (label: string) => secao.totais.find(([l]) => l === label)?.[1]
    const labels = secao.totais.map(([label]) => label)
    expect(labels.slice(labels.indexOf('Banco de horas (saldo inicial)'))).toEqual([
      'Banco de horas (saldo inicial)', 'Banco de horas no período', 'Banco de horas (lançamentos e pagamentos)', 'Banco de horas (saldo final)',
    ])
    expect(valor('Banco de horas (saldo inicial)')).toBe(m.totalSaldoBancoInicial)
    // Fernanda's 11/2026 has an entry of +02:00 by hand on 03/11.
    expect(valor('Banco de horas (lançamentos e pagamentos)')).toBe('02:00')
    const soma = ['Banco de horas (saldo inicial)', 'Banco de horas no período', 'Banco de horas (lançamentos e pagamentos)']
      .reduce((t, label) => t + minutosComSinal(valor(label)!), 0)
    expect(formatMinutes(soma)).toBe(m.totalSaldoBancoFinal)
    expect(valor('Banco de horas (saldo final)')).toBe(m.totalSaldoBancoFinal)
  })

  it('limits the rows to a period and sums the totals of those days', () => {
    const parcial = espelhoSecao(db, entrada(fernanda, { periodo: { inicio: '2026-11-03', fim: '2026-11-06' } }))
    expect(parcial.dias.map((d) => d[0])).toEqual(['03/11 Ter', '04/11 Qua', '05/11 Qui', '06/11 Sex'])
    expect(espelhoLines(parcial).join('\n')).toContain('Período: 03/11/2026 a 06/11/2026')
    const soma = parcial.dias.reduce((total, d) => total + minutosComSinal(d[4]), 0)
    expect(parcial.totais.find(([label]) => label === 'Horas trabalhadas')?.[1]).toBe(
      `${String(Math.floor(soma / 60)).padStart(2, '0')}:${String(soma % 60).padStart(2, '0')}`,
    )
    expect(parcial.totais.map(([label]) => label)).not.toContain('Banco de horas (saldo final)')
    expect(parcial.totais.map(([label]) => label)).not.toContain('Banco de horas (saldo inicial)')
  })
})
