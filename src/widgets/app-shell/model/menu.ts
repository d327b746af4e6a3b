import { ROLE } from '@/entities/sessao'

/**
 * The side menu of doc2 §2, in its order (SHELL-046), as data.
 * An entry's roles default to the role of its route (`roleForPath`); `roles` overrides it and all must be held.
 */
export interface MenuEntry {
  kind: 'entry'
  path: string
  label: string
  roles?: readonly string[]
  /** Visible only when the user may clock in and receipts are enabled (CLOCK-006/007). */
  requiresComprovante?: boolean
  /** Where the link goes for a user holding `papel`; the entry is still gated and highlighted by `path`. */
  destinoComPapel?: { papel: string; destino: string }
  /** The link's target for this user (visibleMenu resolves it); `path` when absent. */
  destino?: string
}

export interface MenuGroup {
  kind: 'group'
  id: string
  label: string
  children: readonly MenuEntry[]
  /** Hidden unless at least this many children are visible (SHELL-027/028). */
  minVisible?: number
  /** Shown only outside special mode (SHELL-047). */
  hiddenInModoEspecial?: boolean
}

export type MenuItem = MenuEntry | MenuGroup

const entry = (path: string, label: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  kind: 'entry',
  path,
  label,
  ...extra,
})

export const CADASTROS_GROUP_ID = 'cadastros'
export const CONFIGURACOES_GROUP_ID = 'configuracoes'

export const MENU: readonly MenuItem[] = [
  entry('/', 'Início'),
  entry('/registro-inconsistente', 'Inconsistências'),
  entry('/manutencao', 'Cartão Ponto'),
  entry('/cartao-ponto-diario', 'Cartão Ponto Diário'),
  entry('/aceite', 'Cartão Ponto Digital'),
  entry('/acoes-lote', 'Ações em Lote'),
  entry('/fechamento', 'Fechamento'),
  {
    kind: 'group',
    id: 'banco-horas-dias',
    label: 'Banco de Horas / Dias',
    children: [
      entry('/bancohoras', 'Banco de Horas'),
      entry('/bancohoras-saldo', 'Saldo de Banco de Horas'),
      entry('/bancodias', 'Banco de Dias'),
      entry('/banco-compensacao', 'Banco de Compensação'),
      // The menu gates it by front_bancocompensacao (SHELL-039), the route by the launch role: both are needed.
      entry('/banco-compensacao-lancamentos', 'Lançamentos de Compensação', {
        roles: ['front_bancocompensacao', 'front_bancocompensacao_lancamento'],
      }),
    ],
  },
  {
    kind: 'group',
    id: CADASTROS_GROUP_ID,
    label: 'Cadastros',
    minVisible: 2,
    hiddenInModoEspecial: true,
    children: [
      entry('/adicional-noturno', 'Adicional Noturno'),
      entry('/afd', 'Importação AFD'),
      entry('/empresa', 'Empresas'),
      entry('/feriado', 'Feriados'),
      entry('/funcionario', 'Funcionários'),
      entry('/cargo', 'Cargos'),
      entry('/classe', 'Classes'),
      entry('/departamento', 'Departamentos'),
      entry('/localtrabalho', 'Locais de Trabalho'),
      entry('/horariotrabalho', 'Horários de Trabalho'),
      entry('/escalas', 'Escalas'),
      entry('/motivo', 'Motivos'),
      entry('/periodofechamento', 'Períodos de Fechamento'),
      entry('/competencia', 'Competências'),
      entry('/tipo-solicitacao', 'Tipos de Solicitação'),
      entry('/move-marcacao', 'Mover Marcações'),
    ],
  },
  entry('/relatorios', 'Relatórios'),
  entry('/espelhos', 'Imprimir espelhos'),
  entry('/dashboard', 'Indicadores'),
  // An approver lands on the requests awaiting them; /solicitacao itself keeps the ME scope (REQ-003, REQ-015).
  entry('/solicitacao', 'Solicitações', {
    destinoComPapel: { papel: ROLE.aprovarSolicitacao, destino: '/solicitacao/escopo/PARA_DEFERIMENTO' },
  }),
  entry('/exportacao-equipamento', 'Exportação para Equipamento'),
  {
    kind: 'group',
    id: 'arquivos-fiscais',
    label: 'Arquivos Fiscais',
    children: [
      entry('/arquivos-fiscais', 'AFDT / ACJEF'),
      entry('/comprovantes-marcacao', 'Comprovantes de Marcação', { roles: [], requiresComprovante: true }),
    ],
  },
  {
    kind: 'group',
    id: CONFIGURACOES_GROUP_ID,
    label: 'Configurações',
    children: [
      entry('/config', 'Configuração Geral'),
      entry('/configuracao-campos', 'Configuração de Campos'),
      entry('/coletor', 'Coletores'),
      entry('/evento', 'Eventos'),
      entry('/equipamento', 'Equipamentos'),
      entry('/integrador', 'Integrador'),
      entry('/script', 'Scripts'),
    ],
  },
  { kind: 'group', id: 'permissoes', label: 'Permissões', children: [entry('/admin/usuarios', 'Usuários')] },
]

/** SHELL-047: in special mode Cadastros becomes this single entry, placed where the group was. */
export const MODO_ESPECIAL_FUNCIONARIO: MenuEntry = entry('/funcionario', 'Funcionários', {
  roles: ['front_funcionario_visualizar'],
})
