import { useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { abrirFormulario, PREFIXO_RASCUNHO, semSenhasNemArquivos, usuarioDosRascunhos, type Rascunho } from './rascunho'

/* A form's side of the drafts (rascunho.ts): it gets its draft back when it opens and is known while it is open. */

export const MSG_RASCUNHO_RECUPERADO = 'Recuperamos o que você digitou antes de a sessão expirar. Confira e salve novamente.'
/** A draft keeps no file: the user chooses it again (a save without it would go without the certificate or the AFD). */
export const MSG_RASCUNHO_RECUPERADO_SEM_ARQUIVO =
  'Recuperamos o que você digitou antes de a sessão expirar, mas não o arquivo escolhido: escolha-o de novo, confira e salve novamente.'
export const RASCUNHO_VALIDADE_MS = 12 * 60 * 60 * 1000

/** The draft key of each open form's control, and the notice of the draft it opened with (for useFormSubmit). */
const formularios = new WeakMap<object, { chave: string; aviso: string | null }>()

/** This user's unexpired draft under `chave`; another user's or an expired one is deleted. */
function lerRascunho(chave: string, agora = Date.now()): Rascunho | null {
  const usuario = usuarioDosRascunhos()
  const texto = sessionStorage.getItem(chave)
  if (!texto || !usuario) return null
  try {
    const rascunho = JSON.parse(texto) as Rascunho
    if (rascunho.usuario === usuario && agora - rascunho.salvoEm < RASCUNHO_VALIDADE_MS) return rascunho
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

/** The notice of a form opened with a draft (useFormSubmit shows it), null for any other; and the draft of one just saved. */
export const rascunhoRecuperado = (control: object): string | null => formularios.get(control)?.aviso ?? null
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
    identidade === false
      ? null
      : `${PREFIXO_RASCUNHO}${window.location.pathname}#${identidade ?? impressao(typeof defaultValues === 'function' ? {} : defaultValues)}`,
  )
  const [recuperado] = useState(() => (chave ? lerRascunho(chave) : null))
  if (chave && !formularios.has(form.control)) {
    const aviso = recuperado && (recuperado.semArquivo ? MSG_RASCUNHO_RECUPERADO_SEM_ARQUIVO : MSG_RASCUNHO_RECUPERADO)
    formularios.set(form.control, { chave, aviso })
  }

  useEffect(() => {
    if (!chave) return
    let sujo = false
    const pararDeOuvir = form.subscribe({ formState: { isDirty: true }, callback: (estado) => (sujo = !!estado.isDirty) })
    if (recuperado) {
      form.reset({ ...form.getValues(), ...recuperado.valores }, { keepDefaultValues: true })
      sessionStorage.removeItem(chave)
    }
    const fechar = abrirFormulario({ chave, sujo: () => sujo, valores: () => form.getValues() })
    return () => {
      pararDeOuvir()
      fechar()
    }
  }, [chave, recuperado, form])
}

/**
 * Page state that is not a form's (a batch action's employee selection) survives the login as a form's draft does.
 * `lerRascunhoDeEstado` gives, in a state initializer, what the page held before the login (null when nothing);
 * `useRascunhoDeEstado` deletes that draft once read and, while the page is open, keeps `valores()` for the redirect
 * whenever `alterado()`. `identidade` tells apart the states of one page.
 */
export function lerRascunhoDeEstado<T extends Record<string, unknown>>(identidade: string): T | null {
  return (lerRascunho(chaveDeEstado(identidade))?.valores as T | undefined) ?? null
}

export function useRascunhoDeEstado(identidade: string, valores: () => Record<string, unknown>, alterado: () => boolean): void {
  const atual = useRef({ valores, alterado })
  useEffect(() => {
    atual.current = { valores, alterado }
  })
  useEffect(() => {
    const chave = chaveDeEstado(identidade)
    sessionStorage.removeItem(chave)
    return abrirFormulario({ chave, sujo: () => atual.current.alterado(), valores: () => atual.current.valores() })
  }, [identidade])
}

const chaveDeEstado = (identidade: string) => `${PREFIXO_RASCUNHO}${window.location.pathname}#estado:${identidade}`
