import { describe, expect, it } from 'vitest'
import { roleForPath } from './access'

// [requirement, concrete paths, required role] — the route table of doc2 §2.
const TABLE: Array<[string, string[], string | null]> = [
  ['AUTH-018', ['/about'], null],
  ['AUTH-019', ['/afd', '/afd/upload'], 'front_importacaoafd'],
  ['AUTH-020', ['/empresa', '/empresa/new', '/empresa/4'], 'front_empresa'],
  ['AUTH-021', ['/equipamento', '/equipamento/new', '/equipamento/2'], 'front_equipamento'],
  ['AUTH-022', ['/config'], 'front_config_geral'],
  ['AUTH-023', ['/fechamento', '/fechamento/9'], 'front_fechamento_visualizar'],
  ['AUTH-024', ['/fechamento/9/fechar', '/fechamento/9/export', '/fechamento-exportacao/9'], 'front_fechamento'],
  ['AUTH-025', ['/periodofechamento', '/periodofechamento/new', '/periodofechamento/3'], 'front_periodo_fechamento'],
  ['AUTH-026', ['/feriado', '/feriado/new', '/feriado/12'], 'front_feriado'],
  ['AUTH-027', ['/funcionario'], 'front_funcionario_visualizar'],
  ['AUTH-028', ['/funcionario/new', '/funcionario/15'], 'front_funcionario'],
  [
    'AUTH-029',
    ['dashboard', 'quadroHorario', 'bancoHoras', 'bancoDias', 'bancoCompensacao', 'epis'].map((s) => `/funcionario/15/${s}`),
    'front_funcionario_visualizar',
  ],
  ['AUTH-030', ['/funcionario/15/mapa'], 'front_funcionario_mapa'],
  ['AUTH-031', ['/cartao-ponto-diario'], 'front_cartao_ponto_diario'],
  ['AUTH-032', ['/comprovantes-marcacao'], null],
  ['AUTH-033', ['/banco-dias/lancamentos/15/2/2026-11-01/2026-11-30'], 'front_manutencao_visualizar'],
  ['AUTH-034', ['/banco-dias/lancamentos/new'], 'front_bancodias_lancamento'],
  ['AUTH-035', ['/banco-horas/lancamentos', '/banco-horas/lancamentos/new'], 'front_bancohoras_lancamento'],
  [
    'AUTH-036',
    ['/banco-compensacao/lancamentos/new', '/banco-compensacao/lancamentos/baixa/3', '/banco-compensacao/lancamentos/3', '/banco-compensacao-lancamentos'],
    'front_bancocompensacao_lancamento',
  ],
  ['AUTH-037', ['/coletor', '/coletor/5'], 'front_coletor'],
  ['AUTH-038', ['/coletor/5/view'], 'front_coletor_view'],
  ['AUTH-039', ['/coletor/5/envio-funcionario'], 'front_coletor_enviofuncionario'],
  ['AUTH-040', ['/coletor/5/transferencia-funcionario'], 'front_coletor_transferenciafuncionario'],
  ['AUTH-041', ['/coletor/5/dashboard'], 'front_coletor_dashboard'],
  ['AUTH-042', ['/competencia', '/competencia/new', '/competencia/8'], 'front_competencia'],
  ['AUTH-043', ['/cargo', '/cargo/new', '/cargo/1'], 'front_cargo'],
  ['AUTH-044', ['/classe', '/classe/new', '/classe/1'], 'front_classe'],
  ['AUTH-045', ['/departamento', '/departamento/new', '/departamento/1'], 'front_departamento'],
  ['AUTH-046', ['/horariotrabalho', '/horariotrabalho/new', '/horariotrabalho/7'], 'front_horariotrabalho'],
  ['AUTH-047', ['/integrador', '/integrador/1', '/jobs/3'], 'front_integrador'],
  ['AUTH-048', ['/configuracao-campos'], 'front_configuracaocampos'],
  ['AUTH-049', ['/manutencao', '/manutencao/3/7'], 'front_manutencao_visualizar'],
  ['AUTH-050', ['/motivo', '/motivo/new', '/motivo/111'], 'front_motivo'],
  ['AUTH-051', ['/evento', '/evento/new', '/evento/1'], 'front_evento'],
  ['AUTH-052', ['/registro-inconsistente', '/registro-inconsistente/4'], 'front_inconsistencias'],
  ['AUTH-053', ['/aceite', '/aceite/4'], 'front_aceites'],
  ['AUTH-054', ['/script'], 'front_script'],
  ['AUTH-055', ['/acoes-lote', '/acoes-lote/new', '/acoes-lote/4/view'], 'front_acoeslote'],
  ['AUTH-056', ['/acoes-lote/alterar-funcionarios'], 'front_alterarfuncionariolote'],
  ['AUTH-057', ['/justificativa'], 'front_justificarlote'],
  ['AUTH-058', ['/vincular-quadro-horario'], 'front_vincularquadrolote'],
  ['AUTH-059', ['/vincular-banco-horas', '/vincular-banco-compensacao'], 'front_vincularbancohoraslote'],
  ['AUTH-060', ['/alterar-quadro-horario'], 'front_alterarquadrolote'],
  ['AUTH-061', ['/relatorio-ponto'], 'front_relatoriopontolote'],
  ['AUTH-062', ['/arquivos-fiscais'], 'front_arquivosfiscais'],
  ['AUTH-063', ['/localtrabalho', '/localtrabalho/new', '/localtrabalho/2'], 'front_localtrabalho'],
  ['AUTH-064', ['/relatorios'], 'front_relatorios'],
  ['AUTH-065', ['/banco-compensacao', '/banco-compensacao/new', '/banco-compensacao/2'], 'front_bancocompensacao'],
  ['AUTH-066', ['/bancohoras', '/bancohoras/new', '/bancohoras/2'], 'front_bancohoras'],
  ['AUTH-067', ['/bancohoras-saldo'], 'front_saldobancohoras'],
  ['AUTH-068', ['/tipo-solicitacao', '/tipo-solicitacao/new', '/tipo-solicitacao/2'], 'front_tiposolicitacao'],
  ['AUTH-069', ['/solicitacao', '/solicitacao/escopo/ME', '/solicitacao/new', '/solicitacao/5'], 'front_solicitacao'],
  ['AUTH-070', ['/solicitacao/5/aprovacao', '/solicitacao/5/estorno'], 'front_solicitacao_aprovar'],
  ['AUTH-071', ['/solicitacao/5/dashboard'], 'front_solicitacao'],
  ['AUTH-072', ['/exportacao-equipamento'], 'front_equipamento_exportacao'],
  ['AUTH-073', ['/bancodias', '/bancodias/new', '/bancodias/2'], 'front_bancodias'],
  ['AUTH-074', ['/relogio'], 'front_relogio'],
  ['AUTH-075', ['/relogio-simulador'], 'front_relogio_simulador'],
  ['AUTH-076', ['/adicional-noturno', '/adicional-noturno/1'], 'front_adicionalnoturno'],
  ['AUTH-077', ['/dashboard'], 'front_dashboard'],
  ['AUTH-078', ['/admin/usuarios', '/admin/usuarios/new', '/admin/usuarios/abc'], 'front_usuarios'],
  ['AUTH-079', ['/escalas', '/escalas/3', '/escalas/new/12', '/escalas/edit/3'], 'front_escalas'],
  ['AUTH-080', ['/move-marcacao', '/move-marcacao/new'], 'front_move_marcacao'],
]

describe('route table', () => {
  for (const [id, paths, role] of TABLE) {
    it(`[${id}] ${paths.join(', ')} require ${role ?? 'no role'}`, () => {
      for (const path of paths) expect(roleForPath(path), path).toBe(role)
    })
  }

  it('[AUTH-065][AUTH-073] the bank entry routes keep their own roles, not the register role', () => {
    expect(roleForPath('/banco-compensacao/lancamentos/3')).toBe('front_bancocompensacao_lancamento')
    expect(roleForPath('/banco-dias/lancamentos/new')).toBe('front_bancodias_lancamento')
  })

  it('[SHELL-021] paths outside the table have no route', () => {
    for (const path of ['/nao-existe', '/funcionario/1/2/3', '/empresa/1/extra']) expect(roleForPath(path)).toBeUndefined()
  })
})
