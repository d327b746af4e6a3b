import { describe, expect, it } from 'vitest'
import { ApiError, ContractError } from './api-error'
import { errorMessage, searchErrorValue } from './error-message'

const UNAVAILABLE = 'O serviço está indisponível! Tente mais tarde novamente.'
const UNEXPECTED = 'Houve um erro inesperado! Tente mais tarde novamente.'

describe('errorMessage', () => {
  it('[API-016] plain text with the connection-refused marker is the unavailable message', () => {
    const proxyText = 'Error occurred while trying to proxy: localhost:5173/api/x [ECONNREFUSED]'
    expect(errorMessage(new ApiError(500, proxyText))).toBe(UNAVAILABLE)
    expect(errorMessage(new ApiError(0, 'ECONNREFUSED'))).toBe(UNAVAILABLE)
    expect(errorMessage(new ApiError(502, ''))).toBe(UNAVAILABLE)
  })

  it("[API-016] a gateway's HTML page is not shown: nginx's 502/503/504 page says the service is unavailable", () => {
    const nginx = (codigo: string) =>
      `<html>\r\n<head><title>${codigo}</title></head>\r\n<body>\r\n<center><h1>${codigo}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`
    expect(errorMessage(new ApiError(502, nginx('502 Bad Gateway')))).toBe(UNAVAILABLE)
    expect(errorMessage(new ApiError(503, '<!DOCTYPE html><html lang="en"><body>Manutenção</body></html>'))).toBe(UNAVAILABLE)
    expect(errorMessage(new ApiError(504, nginx('504 Gateway Time-out')))).toBe(UNAVAILABLE)
    const whitelabel = '<html><body><h1>Whitelabel Error Page</h1><p>There was an unexpected error</p></body></html>'
    expect(errorMessage(new ApiError(500, whitelabel))).toBe(UNEXPECTED)
    expect(errorMessage(new ApiError(422, 'Use <b>HH:mm</b>'))).toBe('Use <b>HH:mm</b> (422)')
  })

  it('[API-017] other plain text is shown as is with its HTTP status', () => {
    expect(errorMessage(new ApiError(500, 'Falha ao gerar o arquivo'))).toBe('Falha ao gerar o arquivo (500)')
    expect(errorMessage(new ApiError(422, 'Periodo fechado'))).toBe('Periodo fechado (422)')
  })

  it('[API-018] a null-pointer error without message is the unexpected-error message', () => {
    const npe = { timestamp: '2026-11-16T12:00:00Z', status: 500, error: 'Internal Server Error', path: '/api/x' }
    expect(errorMessage(new ApiError(500, npe))).toBe(UNEXPECTED)
    expect(errorMessage(new ApiError(500, { ...npe, message: '' }))).toBe(UNEXPECTED)
    expect(errorMessage(new ApiError(500, { ...npe, message: 'No message available' }))).toBe(UNEXPECTED)
    expect(errorMessage(new ApiError(500, { ...npe, exception: 'java.lang.NullPointerException', message: null }))).toBe(
      UNEXPECTED,
    )
  })

  it('shows the message of a Spring Boot error body', () => {
    const body = { timestamp: 't', status: 409, error: 'Conflict', message: 'Este CPF ja esta sendo utilizado por outro usuario!', path: '/p' }
    expect(errorMessage(new ApiError(409, body))).toBe('Este CPF ja esta sendo utilizado por outro usuario!')
  })

  it("says Spring Security's 'Access Denied' in Portuguese; a 403 with a message of the server's own keeps it", () => {
    const negado = { timestamp: 't', status: 403, error: 'Forbidden', message: 'Access Denied', path: '/api/cartaoponto/13/42' }
    expect(errorMessage(new ApiError(403, negado))).toBe('Sem permissão para executar esta operação.')
    const proprio = { ...negado, message: 'Competência fechada: só o RH pode reabrir.' }
    expect(errorMessage(new ApiError(403, proprio))).toBe('Competência fechada: só o RH pode reabrir.')
  })

  it('[API-013] joins the messages of a validation list', () => {
    const body = {
      errors: [
        { entity: 'Motivo', property: 'descricao', invalidValue: '', message: 'Descricao obrigatoria' },
        { entity: 'Motivo', property: 'codigo', invalidValue: '', message: 'Codigo obrigatorio' },
      ],
    }
    expect(errorMessage(new ApiError(400, body))).toBe('Descricao obrigatoria; Codigo obrigatorio')
  })

  it('[TC-009] an error object without message and with exactly one value uses that value', () => {
    expect(errorMessage({ cartaoPonto: 'Funcionario sem horario vigente' })).toBe('Funcionario sem horario vigente')
    expect(errorMessage(new ApiError(400, { erro: 'Competencia bloqueada' }))).toBe('Competencia bloqueada')
    expect(errorMessage({ a: 'x', b: 'y' })).toBe(UNEXPECTED)
  })

  it('a ContractError shows its own message', () => {
    const error = new ContractError('GET', '/api/x', [{ code: 'custom', path: ['id'], message: 'Invalid', input: 1 }])
    expect(errorMessage(error)).toBe('Resposta inesperada do servidor em GET /api/x: id: Invalid')
  })

  it('a ContractError names what each field should have been, in Portuguese', async () => {
    const { z } = await import('zod/mini')
    const result = z.object({ id: z.number(), situacao: z.enum(['ABERTA', 'FECHADA']) }).safeParse({ id: '1', situacao: 'X' })
    const error = new ContractError('GET', '/api/x', result.error?.issues ?? [])
    expect(errorMessage(error)).toBe(
      'Resposta inesperada do servidor em GET /api/x: id: esperado number; situacao: esperado um de "ABERTA", "FECHADA"',
    )
  })

  it('unknown values and programming errors are the unexpected-error message', () => {
    expect(errorMessage(undefined)).toBe(UNEXPECTED)
    expect(errorMessage(42)).toBe(UNEXPECTED)
    expect(errorMessage(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(UNEXPECTED)
    expect(errorMessage(new Error('Funcionario esta inativo!'))).toBe('Funcionario esta inativo!')
  })
})

describe('searchErrorValue', () => {
  it('[API-008] keeps the error body, else the message, else ECONNREFUSED', () => {
    const body = { message: 'Falhou' }
    expect(searchErrorValue(new ApiError(500, body))).toBe(body)
    expect(searchErrorValue(new ApiError(404, ''))).toBe('Registro não encontrado.')
    expect(searchErrorValue(new Error('timeout'))).toBe('timeout')
    expect(searchErrorValue(new Error(''))).toBe('ECONNREFUSED')
    expect(searchErrorValue(undefined)).toBe('ECONNREFUSED')
  })
})
