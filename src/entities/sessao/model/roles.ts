/** Realm roles and their labels (AUTH-008). */
export const REALM_ROLE_LABELS = {
  administrador: 'Administrador',
  rh: 'R.H.',
  responsavel: 'Responsável',
  supervisor: 'Supervisor',
  usuario: 'Usuário',
  sysadmin: 'SYSADMIN',
} as const

export type RealmRole = keyof typeof REALM_ROLE_LABELS

/**
 * Role names the spec leaves unnamed ("a named role constant"); our decisions, see docs/decisions.md.
 */
export const ROLE = {
  aprovarSolicitacao: 'front_solicitacao_aprovar',
  dashboardSolicitacao: 'front_solicitacao',
  editarProprioCartao: 'front_manutencao_propria',
  aceite: 'front_aceites',
  imprimirEspelho: 'front_espelho_ponto',
  verCartao: 'front_manutencao_visualizar',
  editarCartao: 'front_manutencao',
  negarEdicaoCartao: 'front_deny_manutencao',
} as const
