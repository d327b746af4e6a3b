import { describe, expect, it } from 'vitest'
import { displayName, initials } from './user-display'

describe('user display', () => {
  it('[SHELL-002] shows the name, or the username when there is no name', () => {
    const base = { userid: '1', username: 'jsilva', groups: [], permissions: [] }
    expect(displayName({ ...base, name: 'João da Silva' })).toBe('João da Silva')
    expect(displayName({ ...base, name: '  ' })).toBe('jsilva')
    expect(displayName(base)).toBe('jsilva')
  })

  it('[SHELL-002] builds the avatar initials', () => {
    expect(initials('Ana Maria Souza')).toBe('AS')
    expect(initials('rh')).toBe('RH')
    expect(initials('Fernanda')).toBe('FE')
  })
})
