import { describe, expect, it } from 'vitest'
import { createDb, type Db } from '../db/index'
import { buildCartaoPonto } from '../timecard/build'
import { minutosComSinal } from '../engine/index'
import { textoDoPdf } from './pdf-texto'
import { PARAMETROS_PADRAO, tabelaRelatorio, type ParametrosRelatorio } from './relatorios-modelo'
import { escreverTabelaCsv, escreverTabelaPdf } from './tabela-pdf'

const db: Db = createDb({ today: new Date(2026, 10, 16, 12) })
const novembro = db.competencias.find((c) => c.ano === 2026 && c.mes === 11)!
const contexto = { visivel: () => true, emissor: 'Rita Recursos Humanos', emitidoEm: new Date(2026, 10, 16, 10, 30) }

function resumo(parametros: Partial<ParametrosRelatorio> = {}) {
  const p: ParametrosRelatorio = { ...PARAMETROS_PADRAO, competencia: novembro, departamentoId: null, cargoId: null, localTrabalhoId: null, ...parametros }
  return tabelaRelatorio(db, 'resumo-horas', p, contexto)
}

describe('Resumo de Horas por Funcionário: the DSR discount (Lei 605/49 art. 6)', { timeout: 30_000 }, () => {
  it("has a 'Desconto DSR' column right after the absences, with the card's discount of the competence", () => {
    const tabela = resumo()
    const titulos = tabela.colunas.map((c) => c.titulo)
    expect(titulos.slice(titulos.indexOf('Faltas'))).toEqual(['Faltas', 'Dias de falta', 'Desconto DSR', 'Atrasos', 'Saídas antec.', 'Saldo'])
    const coluna = titulos.indexOf('Desconto DSR')
    const linhas = tabela.grupos.flatMap((g) => g.linhas)
    const comDesconto = linhas.filter((l) => minutosComSinal(l[coluna]) > 0)
    expect(comDesconto.length).toBeGreaterThan(0)
    for (const linha of comDesconto) {
      const funcionario = db.funcionarios.find((f) => f.matricula === linha[0])!
      const dias = Object.values(buildCartaoPonto(db, funcionario.id, novembro.id).manutencaoDTO.registros)
      expect(minutosComSinal(linha[coluna])).toBe(dias.reduce((soma, d) => soma + minutosComSinal(d.registro.descontoDSR), 0))
    }
    expect(linhas.every((l) => /^\d{2,}:\d{2}$/.test(l[coluna] ?? ''))).toBe(true)
  })

  it('closes the balance with it: Extras less Faltas, Desconto DSR, Atrasos and Saídas antec. is the Saldo', () => {
    const tabela = resumo()
    const valor = (linha: string[], titulo: string) => minutosComSinal(linha[tabela.colunas.findIndex((c) => c.titulo === titulo)])
    const descontos = ['Faltas', 'Desconto DSR', 'Atrasos', 'Saídas antec.']
    for (const linha of tabela.grupos.flatMap((g) => g.linhas)) {
      expect(descontos.reduce((saldo, titulo) => saldo - valor(linha, titulo), valor(linha, 'Extras')), linha[1]).toBe(valor(linha, 'Saldo'))
    }
  })

  it('writes the column in the CSV, and its whole title in the PDF with or without the department column', async () => {
    const csv = escreverTabelaCsv(resumo(), 'Departamento')
    expect(csv.split('\r\n')[0]).toContain(';Dias de falta;Desconto DSR;Atrasos;')
    for (const ordemRelatorio of ['departamento', 'nome'] as const) {
      const texto = textoDoPdf(await escreverTabelaPdf(resumo({ ordemRelatorio }), { autor: 'RH', compress: false }))
      expect(texto).toContain('Desconto DSR')
      expect(texto).toContain('Saídas antec.')
    }
  })
})
