import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserManager } from 'oidc-client-ts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAppForm, useFormSubmit } from '@/shared/lib'
import { configurarRascunhos } from '@/shared/lib/form/rascunho'
import { getAuthSnapshot, setAuthSnapshot, type AuthSnapshot } from './auth-store'
import { usuarioDaSessao } from './configurar-http'
import { sendToLogin } from './send-to-login'
import { tomarAcaoInterrompida } from './acao-interrompida'
import { queryClient } from '../bootstrap/query-client'
import { ApiError } from '@/shared/api'

/** The time card's "Justificar / abonar o dia" form, reduced to what the draft needs. */
function Justificar({ dia }: { dia: string }) {
  const form = useAppForm({ defaultValues: { observacao: '' }, rascunho: `justificar-dia:${dia}` })
  const { onSubmit, failure } = useFormSubmit(form, async () => {})
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && <p role="alert">{failure.message}</p>}
      <label>
        Observação
        <textarea {...form.register('observacao')} />
      </label>
    </form>
  )
}

const token = (sub: string) => `e30.${btoa(JSON.stringify({ sub, preferred_username: sub }))}.assinatura`
const entrarComo = (sub: string) => setAuthSnapshot({ ...getAuthSnapshot(), token: token(sub) })
const rascunhos = () => Object.keys(sessionStorage).filter((chave) => chave.startsWith('ponto.rascunho:'))

/** A user manager that records what the forms had kept when the session was dropped. */
function identidade() {
  const noMomentoDeSair: string[][] = []
  const userManager = {
    removeUser: vi.fn(async () => void noMomentoDeSair.push(rascunhos())),
    signinRedirect: vi.fn(async () => {}),
  }
  return { userManager, noMomentoDeSair }
}

describe('sendToLogin', () => {
  let antes: AuthSnapshot
  beforeEach(() => {
    antes = getAuthSnapshot()
    configurarRascunhos({ usuario: usuarioDaSessao })
    // A login within the last seconds: the identity service is asked for credentials (signinRedirect), which a test can
    // watch; the other path assigns window.location, which jsdom cannot follow.
    sessionStorage.setItem('ponto.login-redirect-at', String(Date.now()))
  })
  afterEach(() => {
    setAuthSnapshot(antes)
    configurarRascunhos({ usuario: () => undefined })
  })

  it('[AUTH-005] still sends the user to log in, keeping what the open form held as a draft that comes back after the login', async () => {
    entrarComo('ana')
    const { userManager, noMomentoDeSair } = identidade()
    const { unmount } = render(<Justificar dia="2026-11-03" />)
    await userEvent.type(screen.getByLabelText('Observação'), 'Consulta médica')

    await sendToLogin(userManager as unknown as UserManager)
    expect(noMomentoDeSair).toEqual([[expect.stringContaining('/#justificar-dia:2026-11-03')]])
    expect(userManager.signinRedirect).toHaveBeenCalledTimes(1)
    unmount()

    // Back from the login, the user opens the same dialog for the same day.
    entrarComo('ana')
    render(<Justificar dia="2026-11-03" />)
    await waitFor(() => expect(screen.getByLabelText('Observação')).toHaveValue('Consulta médica'))
    expect(screen.getByRole('alert')).toHaveTextContent('Recuperamos o que você digitou antes de a sessão expirar.')
  })

  it('[AUTH-005] a draft is never given to another user who logs in on the tab', async () => {
    entrarComo('ana')
    const { userManager } = identidade()
    const { unmount } = render(<Justificar dia="2026-11-03" />)
    await userEvent.type(screen.getByLabelText('Observação'), 'Consulta médica')
    await sendToLogin(userManager as unknown as UserManager)
    expect(rascunhos()).toHaveLength(1)
    unmount()

    entrarComo('bruno')
    render(<Justificar dia="2026-11-03" />)
    expect(screen.getByLabelText('Observação')).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(rascunhos()).toEqual([])
  })

  describe('a change without a form', () => {
    /** A change the expired session refused (401), as the app's mutations are: in flight, or just failed. */
    async function mudancaRecusada(terminada: boolean) {
      const recusa = new ApiError(401, '')
      const mutacao = queryClient.getMutationCache().build(queryClient, {
        mutationFn: (): Promise<unknown> => (terminada ? Promise.reject(recusa) : new Promise(() => {})),
      })
      const execucao = mutacao.execute(undefined).catch(() => undefined)
      if (terminada) await execucao
      return () => queryClient.getMutationCache().remove(mutacao)
    }
    afterEach(() => sessionStorage.removeItem('ponto.acao-interrompida'))

    it.each([
      ['in flight', false],
      ['just refused', true],
    ])('[AUTH-005] %s, is told after the login of the same user that it was not done, once', async (_, terminada) => {
      entrarComo('ana')
      const remover = await mudancaRecusada(terminada)
      await sendToLogin(identidade().userManager as unknown as UserManager)
      remover()

      expect(tomarAcaoInterrompida('bruno')).toBe(false)
      await sendToLogin(identidade().userManager as unknown as UserManager)
      expect(tomarAcaoInterrompida('ana')).toBe(false) // nothing refused any more: nothing to tell

      const outra = await mudancaRecusada(terminada)
      await sendToLogin(identidade().userManager as unknown as UserManager)
      outra()
      expect(tomarAcaoInterrompida('ana')).toBe(true)
      expect(tomarAcaoInterrompida('ana')).toBe(false)
    })

    it('[AUTH-005] is not told apart when an open form kept a draft: the form says it', async () => {
      entrarComo('ana')
      render(<Justificar dia="2026-11-03" />)
      await userEvent.type(screen.getByLabelText('Observação'), 'Consulta médica')
      const remover = await mudancaRecusada(false)
      await sendToLogin(identidade().userManager as unknown as UserManager)
      remover()
      expect(rascunhos()).toHaveLength(1)
      expect(tomarAcaoInterrompida('ana')).toBe(false)
    })
  })
})
