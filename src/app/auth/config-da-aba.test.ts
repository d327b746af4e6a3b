import { describe, expect, it } from 'vitest'
import { configDaAba, guardarConfigDaAba, mesmaConfig } from './config-da-aba'

const config = { realm: 'ponto', url: 'http://localhost:4173', clientId: 'ponto-web' }

describe("the tab's identity-service settings", () => {
  it('are read back as they were kept, and only in this tab', () => {
    const aba = new Map<string, string>()
    const storage = { getItem: (k: string) => aba.get(k) ?? null, setItem: (k: string, v: string) => void aba.set(k, v) } as Storage
    expect(configDaAba(storage)).toBeNull()
    guardarConfigDaAba(config, storage)
    expect(configDaAba(storage)).toEqual(config)
  })

  it('are ignored when what is kept is not valid settings', () => {
    for (const guardado of ['{', '{"realm":""}', '42']) {
      expect(configDaAba({ getItem: () => guardado } as unknown as Storage)).toBeNull()
    }
  })

  it('match another when both point at the same identity service and client', () => {
    expect(mesmaConfig(config, { ...config, url: 'http://localhost:4173/' })).toBe(true)
    expect(mesmaConfig(config, { ...config, realm: 'outro' })).toBe(false)
    expect(mesmaConfig(config, { ...config, clientId: 'outro' })).toBe(false)
  })
})
