import { ROLE } from './roles'

/**
 * The route table of doc2 §2 (AUTH-018..AUTH-080): path pattern -> required role.
 * `null` means the route needs no role (it still needs a login, except /about).
 * Patterns use `$param` for one path segment.
 */
export const ROUTE_ROLES: ReadonlyArray<readonly [pattern: string, role: string | null]> = [
  ['/', null],
  ['/about', null],
  ['/afd', 'front_importacaoafd'],
  ['/afd/upload', 'front_importacaoafd'],
  ...crud('/empresa', 'front_empresa'),
  ...crud('/equipamento', 'front_equipamento'),
  ['/config', 'front_config_geral'],
  ['/fechamento', 'front_fechamento_visualizar'],
  ['/fechamento/$id', 'front_fechamento_visualizar'],
  ['/fechamento/$id/fechar', 'front_fechamento'],
  ['/fechamento/$id/export', 'front_fechamento'],
  ['/fechamento-exportacao/$id', 'front_fechamento'],
  ...crud('/periodofechamento', 'front_periodo_fechamento'),
  ...crud('/feriado', 'front_feriado'),
  ['/funcionario', 'front_funcionario_visualizar'],
  ['/funcionario/new', 'front_funcionario'],
  ['/funcionario/$id', 'front_funcionario'],
  ...['dashboard', 'quadroHorario', 'bancoHoras', 'bancoDias', 'bancoCompensacao', 'epis'].map(
    (sub) => [`/funcionario/$id/${sub}`, 'front_funcionario_visualizar'] as const,
  ),
  ['/funcionario/$id/mapa', 'front_funcionario_mapa'],
  ['/cartao-ponto-diario', 'front_cartao_ponto_diario'],
  // The route table names a role constant, the menu says "no role": we follow the menu (docs/decisions.md).
  ['/comprovantes-marcacao', null],
  ['/banco-dias/lancamentos/$funcionario/$bancoDias/$dataInicio/$dataFim', ROLE.verCartao],
  ['/banco-dias/lancamentos/new', 'front_bancodias_lancamento'],
  ['/banco-horas/lancamentos', 'front_bancohoras_lancamento'],
  ['/banco-horas/lancamentos/new', 'front_bancohoras_lancamento'],
  ['/banco-compensacao/lancamentos/new', 'front_bancocompensacao_lancamento'],
  ['/banco-compensacao/lancamentos/baixa/$id', 'front_bancocompensacao_lancamento'],
  ['/banco-compensacao/lancamentos/$id', 'front_bancocompensacao_lancamento'],
  ['/banco-compensacao-lancamentos', 'front_bancocompensacao_lancamento'],
  ['/coletor', 'front_coletor'],
  ['/coletor/new', 'front_coletor'],
  ['/coletor/$id', 'front_coletor'],
  ['/coletor/$id/view', 'front_coletor_view'],
  ['/coletor/$id/envio-funcionario', 'front_coletor_enviofuncionario'],
  ['/coletor/$id/transferencia-funcionario', 'front_coletor_transferenciafuncionario'],
  ['/coletor/$id/dashboard', 'front_coletor_dashboard'],
  ...crud('/competencia', 'front_competencia'),
  ...crud('/cargo', 'front_cargo'),
  ...crud('/classe', 'front_classe'),
  ...crud('/departamento', 'front_departamento'),
  ...crud('/horariotrabalho', 'front_horariotrabalho'),
  ['/integrador', 'front_integrador'],
  ['/integrador/$id', 'front_integrador'],
  ['/jobs/$id', 'front_integrador'],
  ['/configuracao-campos', 'front_configuracaocampos'],
  ['/manutencao', ROLE.verCartao],
  ['/manutencao/$competencia/$funcionario', ROLE.verCartao],
  ...crud('/motivo', 'front_motivo'),
  ...crud('/evento', 'front_evento'),
  ...crud('/leiaute-folha', 'front_evento'),
  ['/registro-inconsistente', 'front_inconsistencias'],
  ['/registro-inconsistente/$id', 'front_inconsistencias'],
  ['/aceite', ROLE.aceite],
  ['/aceite/$id', ROLE.aceite],
  ['/script', 'front_script'],
  ['/acoes-lote', 'front_acoeslote'],
  ['/acoes-lote/new', 'front_acoeslote'],
  ['/acoes-lote/$id/view', 'front_acoeslote'],
  ['/acoes-lote/alterar-funcionarios', 'front_alterarfuncionariolote'],
  ['/justificativa', 'front_justificarlote'],
  ['/vincular-quadro-horario', 'front_vincularquadrolote'],
  ['/vincular-banco-horas', 'front_vincularbancohoraslote'],
  ['/vincular-banco-compensacao', 'front_vincularbancohoraslote'],
  ['/alterar-quadro-horario', 'front_alterarquadrolote'],
  ['/relatorio-ponto', 'front_relatoriopontolote'],
  ['/arquivos-fiscais', 'front_arquivosfiscais'],
  ...crud('/localtrabalho', 'front_localtrabalho'),
  ['/relatorios', 'front_relatorios'],
  ['/espelhos', ROLE.imprimirEspelho],
  ...crud('/banco-compensacao', 'front_bancocompensacao'),
  ...crud('/bancohoras', 'front_bancohoras'),
  ['/bancohoras-saldo', 'front_saldobancohoras'],
  ...crud('/tipo-solicitacao', 'front_tiposolicitacao'),
  ['/solicitacao', 'front_solicitacao'],
  ['/solicitacao/escopo/$escopo', 'front_solicitacao'],
  ['/solicitacao/new', 'front_solicitacao'],
  ['/solicitacao/$id', 'front_solicitacao'],
  ['/solicitacao/$id/aprovacao', ROLE.aprovarSolicitacao],
  ['/solicitacao/$id/estorno', ROLE.aprovarSolicitacao],
  ['/solicitacao/$id/dashboard', ROLE.dashboardSolicitacao],
  ['/exportacao-equipamento', 'front_equipamento_exportacao'],
  ...crud('/bancodias', 'front_bancodias'),
  ['/relogio', 'front_relogio'],
  ['/relogio-simulador', 'front_relogio_simulador'],
  ['/adicional-noturno', 'front_adicionalnoturno'],
  ['/adicional-noturno/$id', 'front_adicionalnoturno'],
  ['/dashboard', 'front_dashboard'],
  ['/admin/usuarios', 'front_usuarios'],
  ['/admin/usuarios/new', 'front_usuarios'],
  ['/admin/usuarios/$id', 'front_usuarios'],
  ['/escalas', 'front_escalas'],
  ['/escalas/$id', 'front_escalas'],
  ['/escalas/new/$competencia', 'front_escalas'],
  ['/escalas/edit/$id', 'front_escalas'],
  ['/move-marcacao', 'front_move_marcacao'],
  ['/move-marcacao/new', 'front_move_marcacao'],
]

/** Routes reachable without logging in. */
export const PUBLIC_ROUTES: ReadonlySet<string> = new Set(['/about'])

function crud(base: string, role: string) {
  return [[base, role], [`${base}/new`, role], [`${base}/$id`, role]] as const
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

const COMPILED = ROUTE_ROLES.map(([pattern, role]) => ({ pattern, role, segments: segments(pattern) }))

type RouteMatch = { pattern: string; role: string | null }

/** Menus and links ask for the same few paths on every render: each is matched once. */
const MATCHED = new Map<string, RouteMatch | undefined>()
const MATCHED_MAX = 2000

/** Finds the route-table pattern a concrete path belongs to; literal segments win over `$params`. */
export function matchRoute(path: string): RouteMatch | undefined {
  if (MATCHED.has(path)) return MATCHED.get(path)
  if (MATCHED.size >= MATCHED_MAX) MATCHED.clear()
  const match = findRoute(path)
  MATCHED.set(path, match)
  return match
}

function findRoute(path: string): RouteMatch | undefined {
  const parts = segments(path.split(/[?#]/)[0] ?? '')
  let best: { pattern: string; role: string | null; score: number } | undefined
  for (const { pattern, role, segments: pat } of COMPILED) {
    if (pat.length !== parts.length) continue
    let score = 0
    const ok = pat.every((seg, i) => {
      if (seg.startsWith('$')) return parts[i] !== ''
      score += 1
      return seg === parts[i]
    })
    if (ok && (!best || score > best.score)) best = { pattern, role, score }
  }
  return best && { pattern: best.pattern, role: best.role }
}
