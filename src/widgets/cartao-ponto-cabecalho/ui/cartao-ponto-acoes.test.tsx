import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { server } from '@/shared/lib/test'
import { CartaoPontoAcoes } from './cartao-ponto-acoes'

const rh: Sessao = {
  ...SESSOES.rh,
  name: 'Rita Recursos Humanos',
  permissions: [...SESSOES.rh.permissions, 'front_espelho_ponto', 'front_bloqueioregistro'],
}

function renderAcoes(sessao: Sessao = rh, cartao: CartaoPonto = cartaoFixture()) {
  const onError = vi.fn()
  return { onError, rendered: renderWithSessao(<CartaoPontoAcoes cartao={cartao} onError={onError} />, sessao) }
}

const pdf = () =>
  new HttpResponse('%PDF-1.4 espelho', {
    headers: { 'Content-Type': 'application/pdf', 'x-filename': 'espelho.pdf' },
  })

describe('CartaoPontoAcoes', () => {
  let open: MockInstance<typeof window.open>
  beforeEach(() => {
    // The header's links in force (REG-007, REG-058): none here.
    server.use(
      http.get('/api/funcionarios/:id/quadro-vigente', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/funcionarios/:id/bancodias-vigente', () => new HttpResponse(null, { status: 204 })),
    )
    open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    URL.createObjectURL = vi.fn(() => 'blob:espelho')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => {
    open.mockRestore()
  })

  it('[TC-041][TC-042] links to the employee record with a red exclamation mark for pending issues', async () => {
    await renderAcoes().rendered
    const link = screen.getByRole('link', { name: /1001 - Fernanda Funcionária/ })
    expect(link).toHaveAttribute('href', '/funcionario/1/dashboard')
    expect(screen.getByRole('img', { name: 'Funcionário com pendências' })).toHaveTextContent('!')
  })

  it('[TC-042] no exclamation mark without pending issues', async () => {
    await renderAcoes(rh, cartaoFixture({ funcionario: { inconsistente: false } })).rendered
    expect(screen.getByRole('link', { name: '1001 - Fernanda Funcionária' })).toBeInTheDocument()
    expect(screen.queryByRole('img', { name: 'Funcionário com pendências' })).not.toBeInTheDocument()
  })

  it('[TC-043] prints the espelho with the issuer and opens the PDF', async () => {
    let url: URL | undefined
    server.use(
      http.get('/api/funcionarios/:id/competencia/:competencia/espelho-ponto', ({ request }) => {
        url = new URL(request.url)
        return pdf()
      }),
    )
    await renderAcoes().rendered
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir espelho do ponto' }))
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:espelho', '_blank'))
    expect(url?.pathname).toBe('/api/funcionarios/1/competencia/11/espelho-ponto')
    expect(url?.searchParams.get('emissor')).toBe('Rita Recursos Humanos')
    const blob = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[0]?.[0] as Blob
    expect(await blob.text()).toMatch(/^%PDF-/)
  })

  it('[TC-043] opens the espelho, then saves it under the name the server gives in Content-Disposition', async () => {
    const filename = 'espelho-ponto-900001-11-2026.pdf'
    server.use(
      http.get('/api/funcionarios/:id/competencia/:competencia/espelho-ponto', () =>
        new HttpResponse('%PDF-1.4 espelho', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` },
        })),
    )
    await renderAcoes().rendered
    const user = userEvent.setup()
    expect(screen.queryByRole('button', { name: 'Salvar PDF do espelho' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Imprimir espelho do ponto' }))
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith('blob:espelho', '_blank'))
    const clique = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    try {
      await user.click(screen.getByRole('button', { name: 'Salvar PDF do espelho' }))
      expect(clique).toHaveBeenCalledOnce()
      expect((clique.mock.contexts[0] as HTMLAnchorElement).download).toBe(filename)
      const salvo = (URL.createObjectURL as ReturnType<typeof vi.fn>).mock.calls[1]?.[0] as Blob
      expect(await salvo.text()).toMatch(/^%PDF-/)
    } finally {
      clique.mockRestore()
    }
  })

  it('[TC-044] without the print permission there is no espelho option', async () => {
    await renderAcoes(SESSOES.supervisor).rendered
    expect(screen.queryByRole('button', { name: 'Imprimir espelho do ponto' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimir para conferência' })).toBeInTheDocument()
  })

  it('[TC-045] prints for checking with the competence period and the employee, and opens the file', async () => {
    let request: { url: URL; body: unknown } | undefined
    server.use(
      http.post('/api/acoes-lote/:tipo', async ({ request: r }) => {
        request = { url: new URL(r.url), body: await r.json() }
        return pdf()
      }),
    )
    await renderAcoes().rendered
    await userEvent.setup().click(screen.getByRole('button', { name: 'Imprimir para conferência' }))
    await vi.waitFor(() => expect(open).toHaveBeenCalled())
    expect(request?.url.pathname).toBe('/api/acoes-lote/cartao-ponto')
    expect(request?.url.searchParams.get('ordem')).toBe('nome')
    expect(request?.body).toEqual({ tipoRelatorio: 'cartao-ponto', dataInicial: '2026-11-01', dataFinal: '2026-11-30', funcionarios: [1] })
  })

  it('[TC-046] recalculates the employee competence', async () => {
    const paths: string[] = []
    server.use(
      http.post('/api/registros/recalcular/:competencia/:funcionario', ({ request }) => {
        paths.push(new URL(request.url).pathname)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await renderAcoes().rendered
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recalcular' }))
    await vi.waitFor(() => expect(paths).toEqual(['/api/registros/recalcular/11/1']))
  })

  it('[TC-047][TC-051][TC-049] locked: recalculate disabled and the control offers unlock (DELETE)', async () => {
    const calls: string[] = []
    server.use(
      http.all('/api/bloqueio-registro/:competencia/:funcionario', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await renderAcoes(rh, cartaoFixture({ manutencaoDTO: { bloqueado: true } })).rendered
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Bloquear edição' })).not.toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Desbloquear edição' }))
    await vi.waitFor(() => expect(calls).toEqual(['DELETE /api/bloqueio-registro/11/1']))
  })

  it('a closed competence cannot be recalculated: the button says why', async () => {
    const cartao = cartaoFixture()
    await renderAcoes(rh, cartaoFixture({ competencia: { ...cartao.competencia, fechada: true } })).rendered
    const recalcular = screen.getByRole('button', { name: 'Recalcular' })
    expect(recalcular).toBeDisabled()
    expect(recalcular).toHaveAttribute('title', 'Competência fechada: o cartão fica como foi fechado')
  })

  it('[TC-048][TC-051] unlocked: the control offers lock (POST)', async () => {
    const calls: string[] = []
    server.use(
      http.all('/api/bloqueio-registro/:competencia/:funcionario', ({ request }) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    await renderAcoes().rendered
    expect(screen.getByRole('button', { name: 'Recalcular' })).toBeEnabled()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Bloquear edição' }))
    await vi.waitFor(() => expect(calls).toEqual(['POST /api/bloqueio-registro/11/1']))
  })

  it('[TC-050][TC-202] without front_bloqueioregistro there is no lock control; without front_manutencao no recalculate', async () => {
    await renderAcoes(SESSOES.supervisor).rendered
    expect(screen.queryByRole('button', { name: /bloquear edição/i })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Recalcular' })).not.toBeInTheDocument()
  })

  it('a failed action reports its error', async () => {
    server.use(
      http.post('/api/registros/recalcular/:c/:f', () =>
        HttpResponse.json({ timestamp: 'x', status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.', path: '/' }, { status: 409 }),
      ),
    )
    const { onError, rendered } = renderAcoes()
    await rendered
    await userEvent.setup().click(screen.getByRole('button', { name: 'Recalcular' }))
    await vi.waitFor(() => expect(onError).toHaveBeenCalled())
    expect((onError.mock.calls[0]?.[0] as Error).message).toBe('Registro bloqueado para edicao.')
  })
})
