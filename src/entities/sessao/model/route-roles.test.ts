import { describe, expect, it } from 'vitest'
import { roleForPath } from './access'

// The route table of doc2 §2: concrete paths and the role each requires.
function expectRole(paths: string[], role: string | null) {
  for (const path of paths) expect(roleForPath(path), path).toBe(role)
}

describe('route table', () => {
  it('[AUTH-018] /about require no role', () => expectRole(['/about'], null))
  it('[AUTH-019] /afd, /afd/upload require front_importacaoafd', () => expectRole(['/afd', '/afd/upload'], 'front_importacaoafd'))
  it('[AUTH-020] /empresa, /empresa/new, /empresa/4 require front_empresa', () =>
    expectRole(['/empresa', '/empresa/new', '/empresa/4'], 'front_empresa'))
  it('[AUTH-021] /equipamento, /equipamento/new, /equipamento/2 require front_equipamento', () =>
    expectRole(['/equipamento', '/equipamento/new', '/equipamento/2'], 'front_equipamento'))
  it('[AUTH-022] /config require front_config_geral', () => expectRole(['/config'], 'front_config_geral'))
  it('[AUTH-023] /fechamento, /fechamento/9 require front_fechamento_visualizar', () =>
    expectRole(['/fechamento', '/fechamento/9'], 'front_fechamento_visualizar'))
  it('[AUTH-024] /fechamento/9/fechar, /fechamento/9/export, /fechamento-exportacao/9 require front_fechamento', () =>
    expectRole(['/fechamento/9/fechar', '/fechamento/9/export', '/fechamento-exportacao/9'], 'front_fechamento'))
  it('[AUTH-025] /periodofechamento, /periodofechamento/new, /periodofechamento/3 require front_periodo_fechamento', () =>
    expectRole(['/periodofechamento', '/periodofechamento/new', '/periodofechamento/3'], 'front_periodo_fechamento'))
  it('[AUTH-026] /feriado, /feriado/new, /feriado/12 require front_feriado', () =>
    expectRole(['/feriado', '/feriado/new', '/feriado/12'], 'front_feriado'))
  it('[AUTH-027] /funcionario require front_funcionario_visualizar', () => expectRole(['/funcionario'], 'front_funcionario_visualizar'))
  it('[AUTH-028] /funcionario/new, /funcionario/15 require front_funcionario', () =>
    expectRole(['/funcionario/new', '/funcionario/15'], 'front_funcionario'))
  it('[AUTH-029] /funcionario/{id}/dashboard, quadroHorario, bancoHoras, bancoDias, bancoCompensacao and epis require front_funcionario_visualizar', () =>
    expectRole(
      ['dashboard', 'quadroHorario', 'bancoHoras', 'bancoDias', 'bancoCompensacao', 'epis'].map((s) => `/funcionario/15/${s}`),
      'front_funcionario_visualizar',
    ))
  it('[AUTH-030] /funcionario/15/mapa require front_funcionario_mapa', () => expectRole(['/funcionario/15/mapa'], 'front_funcionario_mapa'))
  it('[AUTH-031] /cartao-ponto-diario require front_cartao_ponto_diario', () =>
    expectRole(['/cartao-ponto-diario'], 'front_cartao_ponto_diario'))
  it('[AUTH-032] /comprovantes-marcacao require no role', () => expectRole(['/comprovantes-marcacao'], null))
  it('[AUTH-033] /banco-dias/lancamentos/15/2/2026-11-01/2026-11-30 require front_manutencao_visualizar', () =>
    expectRole(['/banco-dias/lancamentos/15/2/2026-11-01/2026-11-30'], 'front_manutencao_visualizar'))
  it('[AUTH-034] /banco-dias/lancamentos/new require front_bancodias_lancamento', () =>
    expectRole(['/banco-dias/lancamentos/new'], 'front_bancodias_lancamento'))
  it('[AUTH-035] /banco-horas/lancamentos, /banco-horas/lancamentos/new require front_bancohoras_lancamento', () =>
    expectRole(['/banco-horas/lancamentos', '/banco-horas/lancamentos/new'], 'front_bancohoras_lancamento'))
  it('[AUTH-036] /banco-compensacao/lancamentos/new, /banco-compensacao/lancamentos/baixa/3, /banco-compensacao/lancamentos/3, /banco-compensacao-lancamentos require front_bancocompensacao_lancamento', () =>
    expectRole(
      [
        '/banco-compensacao/lancamentos/new',
        '/banco-compensacao/lancamentos/baixa/3',
        '/banco-compensacao/lancamentos/3',
        '/banco-compensacao-lancamentos',
      ],
      'front_bancocompensacao_lancamento',
    ))
  it('[AUTH-037] /coletor, /coletor/5 require front_coletor', () => expectRole(['/coletor', '/coletor/5'], 'front_coletor'))
  it('[AUTH-038] /coletor/5/view require front_coletor_view', () => expectRole(['/coletor/5/view'], 'front_coletor_view'))
  it('[AUTH-039] /coletor/5/envio-funcionario require front_coletor_enviofuncionario', () =>
    expectRole(['/coletor/5/envio-funcionario'], 'front_coletor_enviofuncionario'))
  it('[AUTH-040] /coletor/5/transferencia-funcionario require front_coletor_transferenciafuncionario', () =>
    expectRole(['/coletor/5/transferencia-funcionario'], 'front_coletor_transferenciafuncionario'))
  it('[AUTH-041] /coletor/5/dashboard require front_coletor_dashboard', () =>
    expectRole(['/coletor/5/dashboard'], 'front_coletor_dashboard'))
  it('[AUTH-042] /competencia, /competencia/new, /competencia/8 require front_competencia', () =>
    expectRole(['/competencia', '/competencia/new', '/competencia/8'], 'front_competencia'))
  it('[AUTH-043] /cargo, /cargo/new, /cargo/1 require front_cargo', () => expectRole(['/cargo', '/cargo/new', '/cargo/1'], 'front_cargo'))
  it('[AUTH-044] /classe, /classe/new, /classe/1 require front_classe', () =>
    expectRole(['/classe', '/classe/new', '/classe/1'], 'front_classe'))
  it('[AUTH-045] /departamento, /departamento/new, /departamento/1 require front_departamento', () =>
    expectRole(['/departamento', '/departamento/new', '/departamento/1'], 'front_departamento'))
  it('[AUTH-046] /horariotrabalho, /horariotrabalho/new, /horariotrabalho/7 require front_horariotrabalho', () =>
    expectRole(['/horariotrabalho', '/horariotrabalho/new', '/horariotrabalho/7'], 'front_horariotrabalho'))
  it('[AUTH-047] /integrador, /integrador/1, /jobs/3 require front_integrador', () =>
    expectRole(['/integrador', '/integrador/1', '/jobs/3'], 'front_integrador'))
  it('[AUTH-048] /configuracao-campos require front_configuracaocampos', () =>
    expectRole(['/configuracao-campos'], 'front_configuracaocampos'))
  it('[AUTH-049] /manutencao, /manutencao/3/7 require front_manutencao_visualizar', () =>
    expectRole(['/manutencao', '/manutencao/3/7'], 'front_manutencao_visualizar'))
  it('[AUTH-050] /motivo, /motivo/new, /motivo/111 require front_motivo', () =>
    expectRole(['/motivo', '/motivo/new', '/motivo/111'], 'front_motivo'))
  it('[AUTH-051] /evento, /evento/new, /evento/1 require front_evento', () =>
    expectRole(['/evento', '/evento/new', '/evento/1'], 'front_evento'))
  it('[AUTH-052] /registro-inconsistente, /registro-inconsistente/4 require front_inconsistencias', () =>
    expectRole(['/registro-inconsistente', '/registro-inconsistente/4'], 'front_inconsistencias'))
  it('[AUTH-053] /aceite, /aceite/4 require front_aceites', () => expectRole(['/aceite', '/aceite/4'], 'front_aceites'))
  it('[AUTH-054] /script require front_script', () => expectRole(['/script'], 'front_script'))
  it('[AUTH-055] /acoes-lote, /acoes-lote/new, /acoes-lote/4/view require front_acoeslote', () =>
    expectRole(['/acoes-lote', '/acoes-lote/new', '/acoes-lote/4/view'], 'front_acoeslote'))
  it('[AUTH-056] /acoes-lote/alterar-funcionarios require front_alterarfuncionariolote', () =>
    expectRole(['/acoes-lote/alterar-funcionarios'], 'front_alterarfuncionariolote'))
  it('[AUTH-057] /justificativa require front_justificarlote', () => expectRole(['/justificativa'], 'front_justificarlote'))
  it('[AUTH-058] /vincular-quadro-horario require front_vincularquadrolote', () =>
    expectRole(['/vincular-quadro-horario'], 'front_vincularquadrolote'))
  it('[AUTH-059] /vincular-banco-horas, /vincular-banco-compensacao require front_vincularbancohoraslote', () =>
    expectRole(['/vincular-banco-horas', '/vincular-banco-compensacao'], 'front_vincularbancohoraslote'))
  it('[AUTH-060] /alterar-quadro-horario require front_alterarquadrolote', () =>
    expectRole(['/alterar-quadro-horario'], 'front_alterarquadrolote'))
  it('[AUTH-061] /relatorio-ponto require front_relatoriopontolote', () => expectRole(['/relatorio-ponto'], 'front_relatoriopontolote'))
  it('[AUTH-062] /arquivos-fiscais require front_arquivosfiscais', () => expectRole(['/arquivos-fiscais'], 'front_arquivosfiscais'))
  it('[AUTH-063] /localtrabalho, /localtrabalho/new, /localtrabalho/2 require front_localtrabalho', () =>
    expectRole(['/localtrabalho', '/localtrabalho/new', '/localtrabalho/2'], 'front_localtrabalho'))
  it('[AUTH-064] /relatorios require front_relatorios', () => expectRole(['/relatorios'], 'front_relatorios'))
  it('[AUTH-065] /banco-compensacao, /banco-compensacao/new, /banco-compensacao/2 require front_bancocompensacao', () =>
    expectRole(['/banco-compensacao', '/banco-compensacao/new', '/banco-compensacao/2'], 'front_bancocompensacao'))
  it('[AUTH-066] /bancohoras, /bancohoras/new, /bancohoras/2 require front_bancohoras', () =>
    expectRole(['/bancohoras', '/bancohoras/new', '/bancohoras/2'], 'front_bancohoras'))
  it('[AUTH-067] /bancohoras-saldo require front_saldobancohoras', () => expectRole(['/bancohoras-saldo'], 'front_saldobancohoras'))
  it('[AUTH-068] /tipo-solicitacao, /tipo-solicitacao/new, /tipo-solicitacao/2 require front_tiposolicitacao', () =>
    expectRole(['/tipo-solicitacao', '/tipo-solicitacao/new', '/tipo-solicitacao/2'], 'front_tiposolicitacao'))
  it('[AUTH-069] /solicitacao, /solicitacao/escopo/ME, /solicitacao/new, /solicitacao/5 require front_solicitacao', () =>
    expectRole(['/solicitacao', '/solicitacao/escopo/ME', '/solicitacao/new', '/solicitacao/5'], 'front_solicitacao'))
  it('[AUTH-070] /solicitacao/5/aprovacao, /solicitacao/5/estorno require front_solicitacao_aprovar', () =>
    expectRole(['/solicitacao/5/aprovacao', '/solicitacao/5/estorno'], 'front_solicitacao_aprovar'))
  it('[AUTH-071] /solicitacao/5/dashboard require front_solicitacao', () => expectRole(['/solicitacao/5/dashboard'], 'front_solicitacao'))
  it('[AUTH-072] /exportacao-equipamento require front_equipamento_exportacao', () =>
    expectRole(['/exportacao-equipamento'], 'front_equipamento_exportacao'))
  it('[AUTH-073] /bancodias, /bancodias/new, /bancodias/2 require front_bancodias', () =>
    expectRole(['/bancodias', '/bancodias/new', '/bancodias/2'], 'front_bancodias'))
  it('[AUTH-074] /relogio require front_relogio', () => expectRole(['/relogio'], 'front_relogio'))
  it('[AUTH-075] /relogio-simulador require front_relogio_simulador', () => expectRole(['/relogio-simulador'], 'front_relogio_simulador'))
  it('[AUTH-076] /adicional-noturno, /adicional-noturno/1 require front_adicionalnoturno', () =>
    expectRole(['/adicional-noturno', '/adicional-noturno/1'], 'front_adicionalnoturno'))
  it('[AUTH-077] /dashboard require front_dashboard', () => expectRole(['/dashboard'], 'front_dashboard'))
  it('[AUTH-078] /admin/usuarios, /admin/usuarios/new, /admin/usuarios/abc require front_usuarios', () =>
    expectRole(['/admin/usuarios', '/admin/usuarios/new', '/admin/usuarios/abc'], 'front_usuarios'))
  it('[AUTH-079] /escalas, /escalas/3, /escalas/new/12, /escalas/edit/3 require front_escalas', () =>
    expectRole(['/escalas', '/escalas/3', '/escalas/new/12', '/escalas/edit/3'], 'front_escalas'))
  it('[AUTH-080] /move-marcacao, /move-marcacao/new require front_move_marcacao', () =>
    expectRole(['/move-marcacao', '/move-marcacao/new'], 'front_move_marcacao'))

  it('[AUTH-065][AUTH-073] the bank entry routes keep their own roles, not the register role', () => {
    expect(roleForPath('/banco-compensacao/lancamentos/3')).toBe('front_bancocompensacao_lancamento')
    expect(roleForPath('/banco-dias/lancamentos/new')).toBe('front_bancodias_lancamento')
  })

  it('[SHELL-021] paths outside the table have no route', () => {
    for (const path of ['/nao-existe', '/funcionario/1/2/3', '/empresa/1/extra']) expect(roleForPath(path)).toBeUndefined()
  })
})
