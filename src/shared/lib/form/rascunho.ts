import { useEffect, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * Drafts: what the user typed survives being sent to log in (AUTH-005). Just before the redirect, every open form that
 * has changes writes its values to sessionStorage (this tab only) under a key of the page and the form; when a form of
 * the same key opens again after the login, for the same user and within RASCUNHO_VALIDADE_MS, it gets them back as
 * changes (not as defaults) and the draft is deleted. A form saved afterwards deletes its draft too.
 */

export const MSG_RASCUNHO_RECUPERADO = 'Recuperamos o que você digitou antes de a sessão expirar. Confira e salve novamente.'
export const RASCUNHO_VALIDADE_MS = 12 * 60 * 60 * 1000
const PREFIXO = 'ponto.rascunho:'
/** Never written to a draft: passwords (by field name) and files (they do not survive JSON). */
const SENHA = /senha|password/i

interface Rascunho {
  usuario: string
  salvoEm: number
  valores: Record<string, unknown>
}

/** The identity of the logged-in user (the token's `sub`); set by the app when it starts. */
let usuarioAtual: () => string | undefined = () => undefined
export function configurarRascunhos(options: { usuario: () => string | undefined }): void {
  usuarioAtual = options.usuario
}

interface FormularioAberto {
  chave: string
  sujo: () => boolean
  valores: () => FieldValues
}
const abertos = new Set<FormularioAberto>()
/** The draft key of each open form's control, and whether it opened with a recovered draft (for useFormSubmit). */
const formularios = new WeakMap<object, { chave: string; recuperado: boolean }>()

/** Before the redirect to the login: every open form with changes keeps them for when the user is back. */
export function salvarRascunhos(agora = Date.now()): void {
  const usuario = usuarioAtual()
  if (!usuario) return
  for (const formulario of abertos) {
    if (!formulario.sujo()) continue
    const rascunho: Rascunho = { usuario, salvoEm: agora, valores: formulario.valores() }
    try {
      sessionStorage.setItem(formulario.chave, JSON.stringify(rascunho, semSenhasNemArquivos))
    } catch {
      // A full or blocked storage loses the draft, never the redirect.
    }
  }
}

function semSenhasNemArquivos(key: string, value: unknown): unknown {
  const arquivo = value instanceof Blob || (typeof FileList !== 'undefined' && value instanceof FileList)
  return SENHA.test(key) || arquivo ? undefined : value
}

/** This user's unexpired draft under `chave`; another user's or an expired one is deleted. */
function lerRascunho(chave: string, agora = Date.now()): Rascunho['valores'] | null {
  const usuario = usuarioAtual()
  const texto = sessionStorage.getItem(chave)
  if (!texto || !usuario) return null
  try {
    const rascunho = JSON.parse(texto) as Rascunho
    if (rascunho.usuario === usuario && agora - rascunho.salvoEm < RASCUNHO_VALIDADE_MS) return rascunho.valores
  } catch {
    // An unreadable draft is dropped below.
  }
  sessionStorage.removeItem(chave)
  return null
}

/** The form's identity when it gives none: its default values (field names and, for an edit, the record's). */
function impressao(valores: unknown): string {
  const texto = JSON.stringify(valores ?? {}, semSenhasNemArquivos) ?? ''
  let hash = 5381
  for (let i = 0; i < texto.length; i++) hash = (hash * 33) ^ texto.charCodeAt(i)
  return (hash >>> 0).toString(36)
}

/** The draft of a form opened with `recuperado` (useFormSubmit shows the notice), and of one just saved. */
export const rascunhoRecuperado = (control: object): boolean => formularios.get(control)?.recuperado ?? false
export function descartarRascunho(control: object): void {
  const formulario = formularios.get(control)
  if (formulario) sessionStorage.removeItem(formulario.chave)
}

/**
 * The draft of one form: `identidade` tells apart forms of one page that have the same fields (a dialog per day: pass
 * the day), `false` keeps the form out. By default the form is known by its default values.
 */
export function useRascunho<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  identidade: string | false | undefined,
  defaultValues: unknown,
): void {
  const [chave] = useState(() =>
    identidade === false ? null : `${PREFIXO}${window.location.pathname}#${identidade ?? impressao(typeof defaultValues === 'function' ? {} : defaultValues)}`,
  )
  const [recuperado] = useState(() => (chave ? lerRascunho(chave) : null))
  if (chave && !formularios.has(form.control)) formularios.set(form.control, { chave, recuperado: recuperado !== null })

  useEffect(() => {
    if (!chave) return
    let sujo = false
    const pararDeOuvir = form.subscribe({ formState: { isDirty: true }, callback: (estado) => (sujo = !!estado.isDirty) })
    if (recuperado) {
      form.reset({ ...form.getValues(), ...recuperado }, { keepDefaultValues: true })
      sessionStorage.removeItem(chave)
    }
    const aberto: FormularioAberto = { chave, sujo: () => sujo, valores: () => form.getValues() }
    abertos.add(aberto)
    return () => {
      pararDeOuvir()
      abertos.delete(aberto)
    }
  }, [chave, recuperado, form])
}
