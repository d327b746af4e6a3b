import { screen, waitFor, within } from '@testing-library/react'
import { createRoute } from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { MSG_ATESTADO_INVALIDO, solicitacaoQueries } from '@/entities/solicitacao'
import { abrirRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { usarFormDataDoNode } from '@/shared/lib/test/formdata-do-node'
import { server } from '@/shared/lib/test/msw-server'
import { carregarSolicitacao } from '../model/carregar'
import { NovaSolicitacaoPage } from './solicitacao-form-page'
import { SolicitacaoDashboardPage } from './solicitacao-dashboard-page'

/**
 * The abono's medical certificate (docs/api-extensions.md 'Atestado na solicitação de abono'), against the real mock
 * handlers as HR: a new 'Abono por atestado médico' (type 3) for Fernanda (1) on 2026-11-10, then its approval screen.
 */
const app = usarAppNoMock('rh')
usarFormDataDoNode()

const ROTULO = 'Atestado (PDF, JPEG ou PNG, até 5 MB)'
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n')
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

const abrir = () =>
  abrirRotas(
    app(),
    (root) => {
      const nova = createRoute({
        getParentRoute: () => root,
        path: '/solicitacao/new',
        component: () => <NovaSolicitacaoPage preenchimento={{ data: '2026-11-10', funcionario: 1, tipoSolicitacao: 3 }} />,
      })
      const aprovacao = createRoute({
        getParentRoute: () => root,
        path: '/solicitacao/$id/aprovacao',
        loader: ({ params }) => carregarSolicitacao(app().queryClient, params.id),
        component: function Aprovacao() {
          const { id } = aprovacao.useParams() as { id: string }
          return <SolicitacaoDashboardPage id={id} modo="aprovacao" />
        },
      })
      const painel = createRoute({
        getParentRoute: () => root,
        path: '/solicitacao/$id/dashboard',
        loader: ({ params }) => carregarSolicitacao(app().queryClient, params.id),
        component: function Painel() {
          const { id } = painel.useParams() as { id: string }
          return <SolicitacaoDashboardPage id={id} modo="dashboard" />
        },
      })
      return [nova, aprovacao, painel]
    },
    '/solicitacao/new',
  )

const criacoes = () => app().requisicoes.filter((r) => r === 'POST /api/solicitacao')
const idDoPainel = (href: string) => Number(/^\/solicitacao\/(\d+)\/dashboard$/.exec(href)?.[1])

async function escolherEEnviar(user: Awaited<ReturnType<typeof abrir>>['user'], arquivo: File) {
  await user.upload(await screen.findByLabelText(ROTULO), arquivo)
  await user.click(screen.getByRole('button', { name: 'Salvar' }))
}

describe('the medical certificate of a new abono', { timeout: 60_000 }, () => {
  let open: MockInstance<typeof window.open>
  beforeEach(() => {
    open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window)
    URL.createObjectURL = vi.fn(() => 'blob:atestado')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => open.mockRestore())

  it('is sent once the request is saved; the request page and the approver show it, and it opens', async () => {
    const { user, href, router } = await abrir()
    await escolherEEnviar(user, new File([PDF], 'atestado.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(href()).toMatch(/^\/solicitacao\/\d+\/dashboard$/))
    const id = idDoPainel(href())
    expect(app().requisicoes).toContain(`POST /api/solicitacao/${id}/anexo`)
    // Who follows the request (the employee on a phone) sees on its page the certificate that went with it.
    const dados = within((await screen.findByRole('heading', { name: 'Dados da solicitação' })).closest('section')!)
    expect(dados.getByText(`Atestado: atestado.pdf (${PDF.length} bytes)`)).toBeInTheDocument()
    expect(dados.getByRole('button', { name: 'Abrir atestado' })).toBeInTheDocument()

    await router.navigate({ to: '/solicitacao/$id/aprovacao', params: { id: String(id) } })
    const deferimento = within(await screen.findByRole('region', { name: 'Deferimento' }))
    expect(deferimento.getByText(`Atestado: atestado.pdf (${PDF.length} bytes)`)).toBeInTheDocument()
    // HR filed it for the employee: the request says who did.
    expect(screen.getByText('Registrada por').nextElementSibling).toHaveTextContent('Rita Recursos Humanos')
    await user.click(deferimento.getByRole('button', { name: 'Abrir atestado' }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:atestado', '_blank'))
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('takes a PNG named .pdf as a PNG; refuses a text named .pdf with the message and creates nothing', async () => {
    const { user, href } = await abrir()
    await escolherEEnviar(user, new File(['não sou um PDF'], 'atestado.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText(MSG_ATESTADO_INVALIDO)).toBeInTheDocument()
    expect(screen.getByLabelText(ROTULO)).toHaveFocus()
    expect(criacoes()).toEqual([])

    await escolherEEnviar(user, new File([PNG_1X1], 'atestado.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(href()).toMatch(/^\/solicitacao\/\d+\/dashboard$/))
    const salva = await app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(idDoPainel(href())), staleTime: 0 })
    expect(salva.anexo).toEqual({ nome: 'atestado.pdf', tipo: 'image/png', tamanho: PNG_1X1.length })
  })

  it('refuses a PDF of 5 MB and one byte with the message and creates nothing', async () => {
    const { user } = await abrir()
    const grande = new Uint8Array(5 * 1024 * 1024 + 1)
    grande.set(PDF)
    await escolherEEnviar(user, new File([grande], 'grande.pdf', { type: 'application/pdf' }))
    expect(await screen.findByText(MSG_ATESTADO_INVALIDO)).toBeInTheDocument()
    expect(criacoes()).toEqual([])
  })

  it('keeps the user on the form with the request saved when the upload fails; the next save changes it, never creating another', async () => {
    server.use(
      http.post('*/api/solicitacao/:id/anexo', () => HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }), { once: true }),
    )
    const { user, href } = await abrir()
    await escolherEEnviar(user, new File([PDF], 'atestado.pdf', { type: 'application/pdf' }))
    const aviso = await screen.findByText(/^A solicitação nº \d+ foi salva, mas o atestado não foi enviado/)
    const id = Number(/nº (\d+)/.exec(aviso.textContent ?? '')?.[1])
    expect(href()).toBe('/solicitacao/new')

    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(href()).toBe(`/solicitacao/${id}/dashboard`))
    expect(criacoes()).toHaveLength(1)
    expect(app().requisicoes).toContain(`PUT /api/solicitacao/${id}`)
    const salva = await app().queryClient.fetchQuery({ ...solicitacaoQueries.detalhe(id), staleTime: 0 })
    expect(salva.anexo).toMatchObject({ nome: 'atestado.pdf', tipo: 'application/pdf' })
  })
})
