import { describe, expect, it } from 'vitest'
import { DEMO_USERS, FUNCIONARIO_CPF } from '@mock/idp/demo-users'
import type { Sessao } from '@/entities/sessao'
import { groupOfPath, menuLabelFor, visibleMenu, type MenuFlags } from './visible-menu'
import type { MenuItem } from './menu'

function persona(username: string): Sessao {
  const user = DEMO_USERS.find((u) => u.username === username)
  if (!user) throw new Error(`persona ${username}`)
  return {
    userid: user.username,
    username: user.username,
    name: user.name,
    email: user.email,
    cpf: user.cpf ?? undefined,
    celular: user.celular ?? undefined,
    groups: user.realmRoles,
    permissions: user.permissions,
  }
}

const withRoles = (...permissions: string[]): Sessao => ({
  userid: 'x',
  username: 'x',
  groups: [],
  permissions,
  cpf: '52998224725',
  celular: '11912345678',
})

const FLAGS: MenuFlags = { permiteBaterPonto: false, geraComprovante: false, modoEspecial: false }

const labels = (items: MenuItem[]) => items.map((i) => i.label)
const paths = (items: MenuItem[]) => items.flatMap((i) => (i.kind === 'entry' ? [i.path] : i.children.map((c) => c.path)))

function expectGated(path: string, role: string) {
  expect(paths(visibleMenu(withRoles(role), FLAGS))).toContain(path)
  expect(paths(visibleMenu(withRoles('front_outra'), FLAGS))).not.toContain(path)
}

describe('visibleMenu', () => {
  it('[SHELL-046] admin sees every entry and group in the order of doc2 §2', () => {
    const items = visibleMenu(persona('admin'), { permiteBaterPonto: true, geraComprovante: true, modoEspecial: false })
    expect(labels(items)).toEqual([
      'Início',
      'Inconsistências',
      'Cartão Ponto',
      'Cartão Ponto Diário',
      'Cartão Ponto Digital',
      'Ações em Lote',
      'Fechamento',
      'Banco de Horas / Dias',
      'Cadastros',
      'Relatórios',
      // Issue 15 §2, beside the reports (docs/decisions.md).
      'Imprimir espelhos',
      'Indicadores',
      'Solicitações',
      'Exportação para Equipamento',
      'Arquivos Fiscais',
      'Configurações',
      'Permissões',
    ])
  })

  it('[SHELL-029][SHELL-026] a user without any role sees only Início', () => {
    expect(labels(visibleMenu(persona('semacesso'), FLAGS))).toEqual(['Início'])
  })

  it('[SHELL-025] the supervisor sees only what its roles open', () => {
    expect(labels(visibleMenu(persona('supervisor'), FLAGS))).toEqual([
      'Início',
      'Inconsistências',
      'Cartão Ponto',
      'Cartão Ponto Diário',
      'Banco de Horas / Dias',
      'Relatórios',
      'Imprimir espelhos',
      'Indicadores',
    ])
  })

  it('[SHELL-025] the plain employee sees its time card, acceptance and requests', () => {
    expect(labels(visibleMenu(persona(FUNCIONARIO_CPF), FLAGS))).toEqual([
      'Início',
      'Cartão Ponto',
      'Cartão Ponto Digital',
      'Solicitações',
    ])
  })

  it('[SHELL-027] a group with no visible child is hidden', () => {
    const items = visibleMenu(withRoles('front_manutencao_visualizar'), FLAGS)
    expect(labels(items)).not.toContain('Configurações')
    expect(labels(items)).not.toContain('Banco de Horas / Dias')
    const group = visibleMenu(withRoles('front_script'), FLAGS).find((i) => i.label === 'Configurações')
    expect(group?.kind === 'group' && group.children.map((c) => c.label)).toEqual(['Scripts'])
  })

  it('[SHELL-028] Cadastros hides itself with one visible child and shows with two', () => {
    expect(labels(visibleMenu(withRoles('front_funcionario_visualizar'), FLAGS))).not.toContain('Cadastros')
    const items = visibleMenu(withRoles('front_funcionario_visualizar', 'front_cargo'), FLAGS)
    const cadastros = items.find((i) => i.label === 'Cadastros')
    expect(cadastros?.kind === 'group' && cadastros.children.map((c) => c.path)).toEqual(['/funcionario', '/cargo'])
  })

  it('[SHELL-030] Inconsistências needs front_inconsistencias', () => expectGated('/registro-inconsistente', 'front_inconsistencias'))
  it('[SHELL-031] Cartão Ponto needs front_manutencao_visualizar', () => expectGated('/manutencao', 'front_manutencao_visualizar'))
  it('[SHELL-032] /cartao-ponto-diario needs front_cartao_ponto_diario', () => expectGated('/cartao-ponto-diario', 'front_cartao_ponto_diario'))
  it('[SHELL-033] Cartão Ponto Digital needs front_aceites', () => expectGated('/aceite', 'front_aceites'))
  it('[SHELL-034] Ações em Lote needs front_acoeslote', () => expectGated('/acoes-lote', 'front_acoeslote'))
  it('[SHELL-035] Fechamento needs front_fechamento_visualizar', () => expectGated('/fechamento', 'front_fechamento_visualizar'))
  it('[SHELL-036] /bancohoras needs front_bancohoras', () => expectGated('/bancohoras', 'front_bancohoras'))
  it('[SHELL-037] /bancohoras-saldo needs front_saldobancohoras', () => expectGated('/bancohoras-saldo', 'front_saldobancohoras'))
  it('[SHELL-038] /bancodias needs front_bancodias', () => expectGated('/bancodias', 'front_bancodias'))

  it('[SHELL-039] /banco-compensacao and its launches need front_bancocompensacao', () => {
    expectGated('/banco-compensacao', 'front_bancocompensacao')
    const both = withRoles('front_bancocompensacao', 'front_bancocompensacao_lancamento')
    expect(paths(visibleMenu(both, FLAGS))).toContain('/banco-compensacao-lancamentos')
    expect(paths(visibleMenu(withRoles('front_bancocompensacao_lancamento'), FLAGS))).not.toContain(
      '/banco-compensacao-lancamentos',
    )
    const group = visibleMenu(both, FLAGS).find((i) => i.label === 'Banco de Horas / Dias')
    expect(group?.kind).toBe('group')
  })

  it('[SHELL-040][SHELL-041] Cadastros lists its children in order, each gated by its own role', () => {
    const order = [
      ['/adicional-noturno', 'front_adicionalnoturno'],
      ['/afd', 'front_importacaoafd'],
      ['/empresa', 'front_empresa'],
      ['/feriado', 'front_feriado'],
      ['/funcionario', 'front_funcionario_visualizar'],
      ['/cargo', 'front_cargo'],
      ['/classe', 'front_classe'],
      ['/departamento', 'front_departamento'],
      ['/localtrabalho', 'front_localtrabalho'],
      ['/horariotrabalho', 'front_horariotrabalho'],
      ['/escalas', 'front_escalas'],
      ['/motivo', 'front_motivo'],
      ['/periodofechamento', 'front_periodo_fechamento'],
      ['/competencia', 'front_competencia'],
      ['/tipo-solicitacao', 'front_tiposolicitacao'],
      ['/move-marcacao', 'front_move_marcacao'],
    ] as const
    const all = visibleMenu(withRoles(...order.map(([, role]) => role)), FLAGS).find((i) => i.label === 'Cadastros')
    expect(all?.kind === 'group' && all.children.map((c) => c.path)).toEqual(order.map(([path]) => path))
    for (const [index, [path, role]] of order.entries()) {
      const other = order[(index + 1) % order.length]![1]
      const items = visibleMenu(withRoles(role, other), FLAGS)
      expect(paths(items)).toContain(path)
      const without = visibleMenu(withRoles(...order.filter(([p]) => p !== path).map(([, r]) => r)), FLAGS)
      expect(paths(without)).not.toContain(path)
    }
  })

  it('[SHELL-042] Relatórios, Indicadores, Solicitações and the equipment export follow their roles', () => {
    expectGated('/relatorios', 'front_relatorios')
    expectGated('/dashboard', 'front_dashboard')
    expectGated('/solicitacao', 'front_solicitacao')
    expectGated('/exportacao-equipamento', 'front_equipamento_exportacao')
    const items = visibleMenu(withRoles('front_relatorios', 'front_dashboard', 'front_solicitacao'), FLAGS)
    expect(labels(items)).toEqual(['Início', 'Relatórios', 'Indicadores', 'Solicitações'])
  })

  it('[SHELL-043] Arquivos Fiscais holds /arquivos-fiscais (AFDT/ACJEF)', () => {
    const group = visibleMenu(withRoles('front_arquivosfiscais'), FLAGS).find((i) => i.label === 'Arquivos Fiscais')
    expect(group?.kind === 'group' && group.children.map((c) => [c.path, c.label])).toEqual([
      ['/arquivos-fiscais', 'AFDT / ACJEF'],
    ])
  })

  it('[SHELL-044] Configurações holds its seven entries in order', () => {
    const group = visibleMenu(persona('admin'), FLAGS).find((i) => i.label === 'Configurações')
    expect(group?.kind === 'group' && group.children.map((c) => c.path)).toEqual([
      '/config',
      '/configuracao-campos',
      '/coletor',
      '/evento',
      '/equipamento',
      '/integrador',
      '/script',
    ])
    const rh = visibleMenu(persona('rh'), FLAGS).find((i) => i.label === 'Configurações')
    expect(rh?.kind === 'group' && rh.children.map((c) => c.path)).toEqual(['/configuracao-campos', '/evento'])
  })

  it('[SHELL-045] Permissões holds /admin/usuarios', () => {
    const group = visibleMenu(withRoles('front_usuarios'), FLAGS).find((i) => i.label === 'Permissões')
    expect(group?.kind === 'group' && group.children.map((c) => c.path)).toEqual(['/admin/usuarios'])
    expectGated('/admin/usuarios', 'front_usuarios')
  })

  it('[SHELL-047] special mode replaces Cadastros by a single /funcionario entry', () => {
    const admin = persona('admin')
    const items = visibleMenu(admin, { ...FLAGS, modoEspecial: true })
    expect(labels(items)).not.toContain('Cadastros')
    const index = labels(items).indexOf('Funcionários')
    expect(items[index]).toMatchObject({ kind: 'entry', path: '/funcionario' })
    expect(labels(items)[index - 1]).toBe('Banco de Horas / Dias')
    expect(labels(items)[index + 1]).toBe('Relatórios')
    expect(paths(visibleMenu(withRoles('front_funcionario'), { ...FLAGS, modoEspecial: true }))).not.toContain('/funcionario')
    expect(paths(visibleMenu(withRoles('front_funcionario_visualizar'), { ...FLAGS, modoEspecial: true }))).toContain(
      '/funcionario',
    )
  })

  it('[CLOCK-005][CLOCK-006][CLOCK-007] receipts show without a role only when clocking in and receipts are on', () => {
    const none = withRoles()
    const on = { ...FLAGS, permiteBaterPonto: true, geraComprovante: true }
    expect(paths(visibleMenu(none, on))).toContain('/comprovantes-marcacao')
    expect(labels(visibleMenu(none, on))).toEqual(['Início', 'Arquivos Fiscais'])
    expect(paths(visibleMenu(none, { ...on, permiteBaterPonto: false }))).not.toContain('/comprovantes-marcacao')
    expect(paths(visibleMenu(none, { ...on, geraComprovante: false }))).not.toContain('/comprovantes-marcacao')
  })
})

describe('menu helpers', () => {
  it('[SHELL-017] names a page after its menu entry', () => {
    expect(menuLabelFor('/')).toBe('Início')
    expect(menuLabelFor('/funcionario/12')).toBe('Funcionários')
    expect(menuLabelFor('/banco-compensacao-lancamentos')).toBe('Lançamentos de Compensação')
    expect(menuLabelFor('/nao-existe')).toBeUndefined()
  })

  it('[SHELL-024] the group holding the current route starts open', () => {
    const items = visibleMenu(persona('admin'), FLAGS)
    expect(groupOfPath(items, '/cargo/3')).toBe('cadastros')
    expect(groupOfPath(items, '/manutencao')).toBeUndefined()
  })
})
