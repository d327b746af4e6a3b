import { describe, expect, it } from 'vitest'
import { DEMO_USERS } from '@mock/idp/demo-users'
import { mayOpen, routeAccess } from './access'
import { isPlainEmployee, realmRoleLabels, isResponsavel, mustCompleteProfile, seesHomeWidgets, type Sessao } from './sessao'

function sessaoOf(username: string): Sessao {
  const user = DEMO_USERS.find((u) => u.username === username || (username === 'funcionario' && u.realmRoles.includes('usuario') && u.cpf))
  if (!user) throw new Error(username)
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

describe('routeAccess', () => {
  it('[AUTH-013] a visitor without session is sent to login on every protected route', () => {
    expect(routeAccess(null, '/manutencao/3/7')).toEqual({ kind: 'login' })
    expect(routeAccess(null, '/')).toEqual({ kind: 'login' })
  })

  it('[AUTH-018] /about needs neither login nor role', () => {
    expect(routeAccess(null, '/about')).toEqual({ kind: 'ok' })
    expect(routeAccess(sessaoOf('semacesso'), '/about')).toEqual({ kind: 'ok' })
  })

  it('[AUTH-016] a missing role denies the screen', () => {
    expect(routeAccess(sessaoOf('supervisor'), '/empresa')).toEqual({ kind: 'denied' })
    expect(routeAccess(sessaoOf('semacesso'), '/manutencao')).toEqual({ kind: 'denied' })
    expect(routeAccess(sessaoOf('rh'), '/empresa')).toEqual({ kind: 'ok' })
  })

  it('[AUTH-015] a user who must complete the profile gets it on every protected route, even without the role', () => {
    const novo = sessaoOf('novo')
    expect(mustCompleteProfile(novo)).toBe(true)
    expect(routeAccess(novo, '/')).toEqual({ kind: 'complete-profile' })
    expect(routeAccess(novo, '/manutencao')).toEqual({ kind: 'complete-profile' })
    expect(routeAccess(novo, '/empresa')).toEqual({ kind: 'complete-profile' })
    expect(routeAccess({ ...novo, cpf: '52998224725', celular: '11912345678' }, '/')).toEqual({ kind: 'ok' })
  })

  it('[AUTH-017] every route of the table applies the same guard order', () => {
    for (const path of ['/feriado', '/solicitacao/4/aprovacao', '/relogio']) {
      expect(routeAccess(null, path).kind).toBe('login')
      expect(routeAccess(sessaoOf('novo'), path).kind).toBe('complete-profile')
      expect(routeAccess(sessaoOf('semacesso'), path).kind).toBe('denied')
      expect(routeAccess(sessaoOf('admin'), path).kind).toBe('ok')
    }
  })

  it('[SHELL-021] an unknown path is not found', () => {
    expect(routeAccess(sessaoOf('admin'), '/nao-existe')).toEqual({ kind: 'not-found' })
  })

  it('[SHELL-026] a route without role opens for any logged-in user', () => {
    expect(mayOpen(sessaoOf('semacesso'), '/')).toBe(true)
    expect(mayOpen(sessaoOf('semacesso'), '/comprovantes-marcacao')).toBe(true)
    expect(mayOpen(null, '/')).toBe(false)
  })
})

describe('user kinds', () => {
  it('[AUTH-009] a plain employee holds none of administrador, rh, responsavel, supervisor', () => {
    expect(isPlainEmployee(sessaoOf('funcionario'))).toBe(true)
    expect(isPlainEmployee(sessaoOf('semacesso'))).toBe(true)
    for (const u of ['admin', 'rh', 'responsavel', 'supervisor']) expect(isPlainEmployee(sessaoOf(u))).toBe(false)
  })

  it('[AUTH-010] a responsible holds responsavel and none of administrador, rh, supervisor', () => {
    expect(isResponsavel(sessaoOf('responsavel'))).toBe(true)
    const both = { ...sessaoOf('responsavel'), groups: ['responsavel', 'rh'] }
    expect(isResponsavel(both)).toBe(false)
  })

  it('[HOME-001][HOME-002] home widgets are for staff only', () => {
    expect(seesHomeWidgets(sessaoOf('supervisor'))).toBe(true)
    expect(seesHomeWidgets(sessaoOf('funcionario'))).toBe(false)
  })
})

describe('realm roles', () => {
  it('[AUTH-008] labels administrador, rh, responsavel, supervisor, usuario and sysadmin as the catalogue says', () => {
    const todos = { ...sessaoOf('rh'), groups: ['sysadmin', 'usuario', 'supervisor', 'responsavel', 'rh', 'administrador', 'outro'] }
    expect(realmRoleLabels(todos)).toEqual(['Administrador', 'R.H.', 'Responsável', 'Supervisor', 'Usuário', 'SYSADMIN'])
    expect(realmRoleLabels(sessaoOf('rh'))).toContain('R.H.')
    expect(realmRoleLabels({ ...sessaoOf('rh'), groups: [] })).toEqual([])
  })
})
