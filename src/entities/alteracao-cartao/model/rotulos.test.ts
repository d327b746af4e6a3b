import { describe, expect, it } from 'vitest'
import { TIPOS_ALTERACAO, type AlteracaoCartao, type DiaResumo } from '../api/alteracao-cartao.schema'
import { autoriaDaInclusao, inclusaoDaMarcacao } from './autoria'
import { antesEDepois, origemDaAlteracao, ROTULOS_TIPO_ALTERACAO } from './rotulos'

/** A day with the punches in slot order; `incluida` is the one included by hand. */
const dia = (horas: string[], extra: Partial<DiaResumo> & { incluida?: string } = {}): DiaResumo => ({
  marcacoes: horas.map((hora, i) => ({
    hora, sequencia: i + 1, tipoMarcacao: hora === extra.incluida ? 'INCLUIDO' : 'ORIGINAL', desconsiderada: false,
  })),
  tratamentos: [],
  horario: null,
  observacao: null,
  ...(extra.tratamentos ? { tratamentos: extra.tratamentos } : {}),
})

function alteracao(extra: Partial<AlteracaoCartao>): AlteracaoCartao {
  return {
    id: 1, funcionarioId: 1, competenciaId: 13, data: '2026-11-10', alcance: 'DIA', em: '2026-11-16T14:30:00',
    usuario: { username: 'rh', nome: 'Rita Recursos Humanos' }, origem: 'CARTAO', origemId: null, tipo: 'MARCACAO_INCLUIDA',
    descricao: 'Marcação 17:00 incluída em Saída 2', antes: dia(['08:00', '12:00', '13:00']), depois: dia(['08:00', '12:00', '13:00', '17:00'], { incluida: '17:00' }),
    desfeitaPor: null, desfaz: null, desfazivel: true, motivoNaoDesfazivel: null, ...extra,
  }
}

describe('the history as the screens say it', () => {
  it('names every kind of change in Portuguese', () => {
    expect(Object.keys(ROTULOS_TIPO_ALTERACAO).sort()).toEqual([...TIPOS_ALTERACAO].sort())
    expect(ROTULOS_TIPO_ALTERACAO.MARCACAO_DESCONSIDERADA).toBe('Marcação desconsiderada')
  })

  it('names the origin, with the screen of its record', () => {
    expect(origemDaAlteracao({ origem: 'CARTAO', origemId: null })).toEqual({ texto: 'Cartão', href: null })
    expect(origemDaAlteracao({ origem: 'SOLICITACAO', origemId: 12 })).toEqual({ texto: 'Solicitação nº 12', href: '/solicitacao/12/dashboard' })
    expect(origemDaAlteracao({ origem: 'ACAO_LOTE', origemId: 3 })).toEqual({ texto: 'Ação em lote nº 3', href: '/acoes-lote/3/view' })
    expect(origemDaAlteracao({ origem: 'IMPORTACAO_AFD', origemId: 2 }).texto).toBe('Importação de AFD nº 2')
    expect(origemDaAlteracao({ origem: 'RELOGIO', origemId: null }).texto).toBe('Relógio')
    expect(origemDaAlteracao({ origem: 'FECHAMENTO', origemId: 4 })).toEqual({ texto: 'Fechamento', href: '/fechamento/4' })
    expect(origemDaAlteracao({ origem: 'DESFAZER', origemId: 7 })).toEqual({ texto: 'Desfazer', href: null })
  })

  it('shows the punches before and after, and the justifications when they changed', () => {
    expect(antesEDepois(alteracao({}))).toEqual(['08:00 12:00 13:00 → 08:00 12:00 13:00 17:00'])
    const justificada = alteracao({
      antes: null,
      depois: dia([], { tratamentos: [{ hora: '08:00', motivo: 'Atestado médico', tipoJustificativa: 'ABONO' }] }),
    })
    expect(antesEDepois(justificada)).toEqual(['sem registro → sem marcações', 'Justificativas: nenhuma → 08:00 Atestado médico'])
    expect(antesEDepois(alteracao({ antes: null, depois: null, tipo: 'BLOQUEIO', alcance: 'CARTAO' }))).toEqual([])
  })

  it('finds who included a punch: the latest inclusion of that day, not undone, that left it there', () => {
    const desfeita = alteracao({ id: 3, usuario: { username: 'admin', nome: 'Ana Administradora' }, desfeitaPor: 4 })
    const outroDia = alteracao({ id: 2, data: '2026-11-11' })
    const itens = [desfeita, outroDia, alteracao({})]
    expect(inclusaoDaMarcacao(itens, '2026-11-10', '17:00')?.id).toBe(1)
    expect(inclusaoDaMarcacao(itens, '2026-11-10', '13:00')).toBeUndefined()
    expect(autoriaDaInclusao(alteracao({}))).toBe('Incluída por Rita Recursos Humanos em 16/11/2026 14:30')
  })
})
