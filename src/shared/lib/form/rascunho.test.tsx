import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { configurarRascunhos, salvarRascunhos } from './rascunho'
import { MSG_RASCUNHO_RECUPERADO, RASCUNHO_VALIDADE_MS } from './use-rascunho'
import { useAppForm } from './use-app-form'
import { useFormSubmit } from './use-form-submit'

interface Valores {
  tipo: string
  observacao: string
  senha: string
}

const PADRAO: Valores = { tipo: 'ABONO', observacao: '', senha: '' }

function Formulario({ dia = '2026-11-03', save = async () => {} }: { dia?: string; save?: (values: Valores) => Promise<unknown> }) {
  const form = useAppForm<Valores>({ defaultValues: PADRAO, rascunho: `justificar-dia:${dia}` })
  const { onSubmit, failure } = useFormSubmit(form, save)
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && <p role="alert">{failure.message}</p>}
      <label>
        Justificar
        <input type="radio" value="JUSTIFICATIVA" {...form.register('tipo')} />
      </label>
      <label>
        Observação
        <textarea {...form.register('observacao')} />
      </label>
      <label>
        Senha
        <input type="password" {...form.register('senha')} />
      </label>
      <output aria-label="Alterado">{String(form.formState.isDirty)}</output>
      <button type="submit">Salvar</button>
    </form>
  )
}

let usuario: string | undefined = 'ana'
const rascunhos = () => Object.keys(sessionStorage).filter((chave) => chave.startsWith('ponto.rascunho:'))

/** A form with a file (the AFD import, the medical certificate of a request). */
function ComArquivo() {
  const form = useAppForm<{ observacao: string; arquivo: FileList | null }>({
    defaultValues: { observacao: '', arquivo: null },
    rascunho: 'com-arquivo',
  })
  const { onSubmit, failure } = useFormSubmit(form, async () => {})
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Com arquivo">
      {failure && <p role="alert">{failure.message}</p>}
      <textarea aria-label="Observação" {...form.register('observacao')} />
      <input type="file" aria-label="Arquivo" {...form.register('arquivo')} />
    </form>
  )
}

/** Types into the form, then the app is about to send the user to log in and the page goes away. */
async function digitarEPerderASessao() {
  const user = userEvent.setup()
  const { unmount } = render(<Formulario />)
  await user.click(screen.getByLabelText('Justificar'))
  await user.type(screen.getByLabelText('Observação'), 'Consulta médica às 14h')
  await user.type(screen.getByLabelText('Senha'), 'segredo')
  salvarRascunhos()
  unmount()
}

describe('drafts of the forms (rascunhos)', () => {
  beforeEach(() => {
    usuario = 'ana'
    configurarRascunhos({ usuario: () => usuario })
  })
  afterEach(() => configurarRascunhos({ usuario: () => undefined }))

  it('[AUTH-005] what was typed before being sent to log in comes back, as changes, with a notice, and the draft is gone', async () => {
    await digitarEPerderASessao()
    expect(rascunhos()).toHaveLength(1)

    render(<Formulario />)
    await waitFor(() => expect(screen.getByLabelText('Observação')).toHaveValue('Consulta médica às 14h'))
    expect(screen.getByLabelText('Justificar')).toBeChecked()
    expect(screen.getByLabelText('Alterado')).toHaveTextContent('true')
    expect(screen.getByRole('alert')).toHaveTextContent('Recuperamos o que você digitou antes de a sessão expirar.')
    expect(MSG_RASCUNHO_RECUPERADO).toMatch(/^Recuperamos o que você digitou antes de a sessão expirar\./)
    expect(rascunhos()).toEqual([])
  })

  it('[AUTH-005] keeps no password in the draft', async () => {
    await digitarEPerderASessao()
    expect(sessionStorage.getItem(rascunhos()[0]!)).not.toContain('segredo')
    render(<Formulario />)
    await waitFor(() => expect(screen.getByLabelText('Observação')).toHaveValue('Consulta médica às 14h'))
    expect(screen.getByLabelText('Senha')).toHaveValue('')
  })

  it("[AUTH-005] another user's draft is never restored, and is deleted", async () => {
    await digitarEPerderASessao()
    expect(rascunhos()).toHaveLength(1)
    usuario = 'bruno'
    render(<Formulario />)
    expect(screen.getByLabelText('Observação')).toHaveValue('')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(rascunhos()).toEqual([])
  })

  it('a draft older than 12 hours is not restored', async () => {
    const agora = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(agora - RASCUNHO_VALIDADE_MS - 1)
    try {
      await digitarEPerderASessao()
    } finally {
      vi.restoreAllMocks()
    }
    expect(rascunhos()).toHaveLength(1)
    render(<Formulario />)
    expect(screen.getByLabelText('Observação')).toHaveValue('')
    expect(rascunhos()).toEqual([])
  })

  it('the same dialog for another day does not get the draft', async () => {
    await digitarEPerderASessao()
    render(<Formulario dia="2026-11-04" />)
    expect(screen.getByLabelText('Observação')).toHaveValue('')
    expect(rascunhos()).toHaveLength(1)
  })

  it('a form without changes, or without a known user, leaves no draft', async () => {
    const { unmount } = render(<Formulario />)
    salvarRascunhos()
    expect(rascunhos()).toEqual([])
    unmount()

    usuario = undefined
    await digitarEPerderASessao()
    expect(rascunhos()).toEqual([])
  })

  it('a saved form deletes its draft', async () => {
    const user = userEvent.setup()
    const save = vi.fn(async () => {})
    render(<Formulario save={save} />)
    await user.type(screen.getByLabelText('Observação'), 'Atestado')
    salvarRascunhos()
    expect(rascunhos()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(save).toHaveBeenCalled())
    await waitFor(() => expect(rascunhos()).toEqual([]))
  })

  it('[AUTH-005] a draft keeps no file, and the form says the file must be chosen again', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<ComArquivo />)
    await user.upload(screen.getByLabelText('Arquivo'), new File(['%PDF-1.4'], 'atestado.pdf', { type: 'application/pdf' }))
    await user.type(screen.getByLabelText('Observação'), 'Atestado de 2 dias')
    salvarRascunhos()
    unmount()
    expect(sessionStorage.getItem(rascunhos()[0]!)).not.toContain('atestado.pdf')

    render(<ComArquivo />)
    await waitFor(() => expect(screen.getByLabelText('Observação')).toHaveValue('Atestado de 2 dias'))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Recuperamos o que você digitou antes de a sessão expirar, mas não o arquivo escolhido: escolha-o de novo, confira e salve novamente.',
    )
  })
})
