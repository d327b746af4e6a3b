import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cpfWithCheckDigits, pisWithCheckDigit } from '@/shared/lib/identifiers'
import { dbFor } from '../http/isolation'
import { MSG_DEPARTAMENTO_DE_OUTRA_EMPRESA } from './funcionarios-cadastro'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const CPF = cpfWithCheckDigits('529982247')
const PIS = pisWithCheckDigit('1201234567')
const novo = { nome: 'Joana Teste', cpf: CPF, pis: PIS, admissao: '2026-11-02', empresa: { id: 1 }, matricula: '900001' }

describe('the employee register', () => {
  it('[REG-013][REG-014][mock] lists by nome and applies the saved-list filters of the URL', async () => {
    const dbKey = freshDb()
    const todos = await (await call('/api/funcionarios?size=200', { as: 'admin', dbKey })).json()
    const nomes = todos.content.map((f: { nome: string }) => f.nome)
    expect(nomes).toEqual([...nomes].sort((a: string, b: string) => a.localeCompare(b, 'pt-BR')))
    const semMatricula = await (
      await call('/api/funcionarios?size=200&semMatricula=true&ativo=true&controlaPonto=true', { as: 'admin', dbKey })
    ).json()
    expect(semMatricula.content.length).toBeGreaterThan(0)
    expect(semMatricula.content.every((f: { matricula: string | null; ativo: boolean }) => !f.matricula && f.ativo)).toBe(true)
    const semQuadro = await (await call('/api/funcionarios?size=200&semQuadroHoras=true', { as: 'admin', dbKey })).json()
    expect(semQuadro.content.length).toBeGreaterThan(0)
    expect(semQuadro.content.length).toBeLessThan(todos.content.length)
  })

  it('[REG-015][mock] the full-text variants: active only, and double contracts', async () => {
    const dbKey = freshDb()
    const ativos = await (await call('/api/funcionarios/search/fulltext/ativos?size=200', { as: 'admin', dbKey })).json()
    expect(ativos.content.every((f: { ativo: boolean }) => f.ativo)).toBe(true)
    const db = dbFor(dbKey)
    const fernanda = db.funcionarios.find((f) => f.id === 1)!
    await call('/api/funcionarios', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ...novo, nome: 'Fernanda (segundo vínculo)', cpf: fernanda.cpf, empresa: { id: 2 } },
    })
    const duplo = await (await call('/api/funcionarios/search/fulltext/duplovinculo?size=200', { as: 'admin', dbKey })).json()
    expect(duplo.content.map((f: { id: number }) => f.id)).toContain(1)
    expect(duplo.content.length).toBeGreaterThan(0)
    for (const f of duplo.content as { id: number; cpf: string }[]) {
      expect(db.funcionarios.some((g) => g.id !== f.id && g.ativo && g.cpf === f.cpf)).toBe(true)
    }
  })

  it('[REG-002][REG-003][REG-004][REG-005][REG-009][mock] creates an employee with the defaults', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/funcionarios', { method: 'POST', as: 'admin', dbKey, body: novo })
    expect(resposta.status).toBe(201)
    expect(await resposta.json()).toMatchObject({
      nome: 'Joana Teste',
      ativo: true,
      controlaPonto: true,
      permiteHoraExtra: false,
      utilizaRelogioDigital: false,
    })
  })

  it('gives a registered employee no invented punches: the scheduled days since admission show as absences', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const horario = db.horarios.find((h) => h.tipoHorario === 'FIXO')!
    const body = { ...novo, quadrosHorario: [{ inicio: '2026-11-02', fim: null, horario: { id: horario.id } }] }
    const { id } = await (await call('/api/funcionarios', { method: 'POST', as: 'admin', dbKey, body })).json()
    const cartao = await (await call(`/api/cartaoponto?funcionarioId=${id}&competenciaId=13`, { as: 'rh', dbKey })).json()
    type Par = { entrada: unknown; saida: unknown }
    const dias = Object.values(cartao.manutencaoDTO.registros) as { registro: { marcacoes: Par[] } }[]
    expect(dias.flatMap((d) => d.registro.marcacoes).every((par) => par.entrada === null && par.saida === null)).toBe(true)
    expect(db.marcacoes.some((m) => m.funcionarioId === id)).toBe(false)
    expect(cartao.manutencaoDTO.registros['2026-11-03'].registro.falta).not.toBe('')
  })

  it('[REG-009][mock] checks CPF and PIS digits, the admission date and the company', async () => {
    const resposta = await call('/api/funcionarios', {
      method: 'POST',
      as: 'admin',
      dbKey: freshDb(),
      body: { nome: 'X', cpf: '111.111.111-11', pis: '123', admissao: '', empresa: { id: 99 } },
    })
    expect((await resposta.json()).errors.map((e: { property: string }) => e.property)).toEqual(['cpf', 'pis', 'admissao', 'empresa'])
  })

  it('[REG-010][mock] saves an employee with PUT; a new schedule link reaches the time card', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const { id } = await (await call('/api/funcionarios', { method: 'POST', as: 'admin', dbKey, body: novo })).json()
    const horario = db.horarios.find((h) => h.tipoHorario === 'FIXO')!
    const salvo = await call(`/api/funcionarios/${id}`, {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: { ...novo, permiteHoraExtra: true, quadrosHorario: [{ inicio: '2026-11-02', fim: null, horario: { id: horario.id } }] },
    })
    expect(salvo.status).toBe(200)
    expect((await salvo.json()).quadrosHorario[0].horario.id).toBe(horario.id)
    expect(db.funcionarios.find((f) => f.id === id)?.permiteHoraExtra).toBe(true)
    const sobreposto = await call(`/api/funcionarios/${id}`, {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: {
        ...novo,
        quadrosHorario: [
          { inicio: '2026-11-02', fim: null, horario: { id: horario.id } },
          { inicio: '2026-11-10', fim: null, horario: { id: horario.id } },
        ],
      },
    })
    expect((await sobreposto.json()).errors[0]).toMatchObject({ property: 'quadrosHorario', message: 'períodos sobrepostos' })
  })

  it('[REG-064][mock] refuses a current department of another company; a transfer keeps the ended link of the old one', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const daPrefeitura = db.departamentos.find((d) => d.empresaId === 1)!
    const daOutra = db.departamentos.find((d) => d.empresaId === 2)!
    const errado = { ...novo, departamentos: [{ inicio: '2026-11-02', fim: null, departamento: { id: daOutra.id } }] }
    const recusado = await call('/api/funcionarios', { method: 'POST', as: 'rh', dbKey, body: errado })
    expect(recusado.status).toBe(400)
    expect((await recusado.json()).errors).toEqual([
      expect.objectContaining({ property: 'departamentos[0].departamento', message: MSG_DEPARTAMENTO_DE_OUTRA_EMPRESA }),
    ])
    expect(db.funcionarios.some((f) => f.nome === novo.nome)).toBe(false)

    const certo = { ...novo, departamentos: [{ inicio: '2026-11-02', fim: null, departamento: { id: daPrefeitura.id } }] }
    const { id } = await (await call('/api/funcionarios', { method: 'POST', as: 'rh', dbKey, body: certo })).json()
    // The company changed in the form while the department stayed the old company's.
    const mudouEmpresa = await call(`/api/funcionarios/${id}`, { method: 'PUT', as: 'rh', dbKey, body: { ...certo, empresa: { id: 2 } } })
    expect(mudouEmpresa.status).toBe(400)
    expect(db.funcionarios.find((f) => f.id === id)?.empresaId).toBe(1)
    const transferido = await call(`/api/funcionarios/${id}`, {
      method: 'PUT',
      as: 'rh',
      dbKey,
      body: {
        ...certo,
        empresa: { id: 2 },
        departamentos: [
          { inicio: '2026-11-02', fim: '2026-11-15', departamento: { id: daPrefeitura.id } },
          { inicio: '2026-11-16', fim: null, departamento: { id: daOutra.id } },
        ],
      },
    })
    expect(transferido.status).toBe(200)
  })
})

describe('POST /api/coletor/message', () => {
  it('[REG-011][REG-012][mock] queues COLETOR_FUNCIONARIO_IMPORTAR with the employee; unknown types and employees are refused', async () => {
    const dbKey = freshDb()
    const { mensagensColetor } = await import('./lib/mensagens-coletor')
    const ok = await call('/api/coletor/message', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId: 1 } },
    })
    expect(ok.status).toBe(202)
    expect(mensagensColetor(dbFor(dbKey))).toEqual([
      expect.objectContaining({ messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId: 1 } }),
    ])
    const tipo = await call('/api/coletor/message', { method: 'POST', as: 'admin', dbKey, body: { messageType: 'OUTRA', payload: {} } })
    expect(tipo.status).toBe(400)
    const ninguem = await call('/api/coletor/message', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { messageType: 'COLETOR_FUNCIONARIO_IMPORTAR', payload: { funcionarioId: 9999 } },
    })
    expect(ninguem.status).toBe(400)
  })
})

describe('the employee register in the writer’s scope', () => {
  it('does not save an employee the user does not see (403, as GET /{id})', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    // A responsible user whose Keycloak roles also let them edit employees: they see only their departments' people.
    const gestor = { as: 'responsavel', overrides: { permissions: ['front_funcionario', 'front_funcionario_visualizar'] } }
    const responsavel = db.usuarios.find((u) => u.username === 'responsavel')!
    const outro = db.departamentos.find((d) => d.empresaId === 1 && !d.responsaveis.includes(responsavel.id))!
    const corpo = { ...novo, departamentos: [{ inicio: '2026-11-02', fim: null, departamento: { id: outro.id } }] }
    const { id } = await (await call('/api/funcionarios', { method: 'POST', as: 'admin', dbKey, body: corpo })).json()
    expect((await call(`/api/funcionarios/${id}`, { ...gestor, dbKey })).status).toBe(403)
    const alterado = await call(`/api/funcionarios/${id}`, {
      ...gestor,
      dbKey,
      method: 'PUT',
      body: { ...corpo, nome: 'Outro Nome', ativo: false },
    })
    expect(alterado.status).toBe(403)
    expect(db.funcionarios.find((f) => f.id === id)).toMatchObject({ nome: 'Joana Teste', ativo: true })
  })
})
