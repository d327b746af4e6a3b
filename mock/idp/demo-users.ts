/**
 * Demo users of the mock identity provider. Password `ponto` for all.
 * Realm roles go to `realm_access.roles`, permissions to `resource_access[ponto-web].roles`,
 * as a Keycloak realm would give them.
 */
export const DEMO_PASSWORD = 'ponto'
export const CLIENT_ID = 'ponto-web'
export const REALM = 'ponto'

/** Every resource role the application knows (route table, doc1 §6, doc2 §6, our named constants). */
export const ALL_PERMISSIONS = [
  'front_importacaoafd', 'front_empresa', 'front_equipamento', 'front_config_geral',
  'front_fechamento_visualizar', 'front_fechamento', 'front_periodo_fechamento', 'front_feriado',
  'front_funcionario_visualizar', 'front_funcionario', 'front_funcionario_mapa', 'front_cartao_ponto_diario',
  'front_bancodias_lancamento', 'front_bancohoras_lancamento', 'front_bancocompensacao_lancamento',
  'front_coletor', 'front_coletor_view', 'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario',
  'front_coletor_dashboard', 'front_competencia', 'front_cargo', 'front_classe', 'front_departamento',
  'front_horariotrabalho', 'front_integrador', 'front_configuracaocampos', 'front_manutencao_visualizar',
  'front_motivo', 'front_evento', 'front_inconsistencias', 'front_aceites', 'front_script', 'front_acoeslote',
  'front_alterarfuncionariolote', 'front_justificarlote', 'front_vincularquadrolote', 'front_vincularbancohoraslote',
  'front_alterarquadrolote', 'front_relatoriopontolote', 'front_arquivosfiscais', 'front_localtrabalho',
  'front_relatorios', 'front_bancocompensacao', 'front_bancohoras', 'front_saldobancohoras', 'front_tiposolicitacao',
  'front_solicitacao', 'front_solicitacao_aprovar', 'front_equipamento_exportacao', 'front_bancodias',
  'front_relogio', 'front_relogio_simulador', 'front_adicionalnoturno', 'front_dashboard', 'front_usuarios',
  'front_escalas', 'front_move_marcacao', 'front_manutencao', 'front_manutencao_responsavel',
  'front_ver_extra_calculada', 'front_bloqueioregistro', 'front_remover_justificativa', 'admin_remover_registro',
  'front_manutencao_movimentacaorh_excluir', 'front_manutencao_movimentacaorh_reprocessar',
  'front_justificativa_update_tipo', 'front_manutencao_propria', 'front_espelho_ponto',
] as const

const ADMIN_ONLY = new Set<string>([
  'front_usuarios', 'front_script', 'front_integrador', 'front_config_geral', 'front_coletor', 'front_coletor_view',
  'front_coletor_enviofuncionario', 'front_coletor_transferenciafuncionario', 'front_coletor_dashboard',
  'front_equipamento', 'front_relogio_simulador', 'admin_remover_registro', 'front_relogio',
])

const EMPLOYEE = ['front_manutencao_visualizar', 'front_relogio', 'front_solicitacao', 'front_aceites']

export interface DemoUser {
  username: string
  name: string
  email: string
  realmRoles: string[]
  permissions: string[]
  /** Seeded employee this account belongs to (its CPF); null for staff-only accounts. */
  cpf: string | null
  celular: string | null
  description: string
}

/** CPF of the seeded employee behind the `funcionario` account; it is also that account's username. */
export const FUNCIONARIO_CPF = '52998224725'

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin', name: 'Ana Administradora', email: 'admin@ponto.local', cpf: '11144477735', celular: '11987650001',
    realmRoles: ['administrador'], permissions: [...ALL_PERMISSIONS],
    description: 'Administrador: todas as permissões',
  },
  {
    username: 'rh', name: 'Rita Recursos Humanos', email: 'rh@ponto.local', cpf: '39053344705', celular: '11987650002',
    realmRoles: ['rh'], permissions: ALL_PERMISSIONS.filter((p) => !ADMIN_ONLY.has(p)),
    description: 'R.H.: cadastros, cartão ponto com edição, lotes, fechamento, relatórios',
  },
  {
    username: 'responsavel', name: 'Rui Responsável', email: 'responsavel@ponto.local', cpf: '86288366757', celular: '11987650003',
    realmRoles: ['responsavel'],
    permissions: [
      'front_manutencao_visualizar', 'front_manutencao', 'front_manutencao_responsavel', 'front_inconsistencias',
      'front_cartao_ponto_diario', 'front_funcionario_visualizar', 'front_solicitacao', 'front_solicitacao_aprovar',
      'front_aceites', 'front_dashboard', 'front_relatorios', 'front_saldobancohoras', 'front_espelho_ponto',
    ],
    description: 'Responsável: cartão ponto dos seus departamentos, aprova solicitações',
  },
  {
    username: 'supervisor', name: 'Sérgio Supervisor', email: 'supervisor@ponto.local', cpf: '71428793860', celular: '11987650004',
    realmRoles: ['supervisor'],
    permissions: [
      'front_manutencao_visualizar', 'front_funcionario_visualizar', 'front_cartao_ponto_diario', 'front_inconsistencias',
      'front_relatorios', 'front_relatoriopontolote', 'front_dashboard', 'front_espelho_ponto', 'front_saldobancohoras',
    ],
    description: 'Supervisor: consulta e impressão do espelho do ponto, sem edição',
  },
  {
    username: FUNCIONARIO_CPF, name: 'Fernanda Funcionária', email: 'funcionario@ponto.local', cpf: FUNCIONARIO_CPF,
    celular: '11987650005', realmRoles: ['usuario'], permissions: EMPLOYEE,
    description: 'Funcionário comum (usuário = CPF 529.982.247-25; também aceita "funcionario" no login)',
  },
  {
    username: 'novo', name: 'Nelson Novo', email: 'novo@ponto.local', cpf: null, celular: null,
    realmRoles: ['usuario'], permissions: EMPLOYEE,
    description: 'Funcionário sem CPF e celular: precisa completar o cadastro',
  },
  {
    username: 'semacesso', name: 'Sandra Sem Acesso', email: 'semacesso@ponto.local', cpf: '15350946056', celular: '11987650007',
    realmRoles: [], permissions: [], description: 'Sem nenhum papel',
  },
]

/** Login aliases: the employee account can also be reached by typing "funcionario". */
export const LOGIN_ALIASES: Record<string, string> = { funcionario: FUNCIONARIO_CPF }
