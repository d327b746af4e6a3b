import type { FieldValues } from 'react-hook-form'

/**
 * Drafts: what the user typed survives being sent to log in (AUTH-005). Just before the redirect, every open form that
 * has changes writes its values to sessionStorage (this tab only) under a key of the page and the form; when a form of
 * the same key opens again after the login, for the same user and within RASCUNHO_VALIDADE_MS, it gets them back as
 * changes (not as defaults) and the draft is deleted. A form saved afterwards deletes its draft too. This file is the
 * registry the app starts with; the form's side (reading a draft back) is `use-rascunho.ts`, loaded with the forms.
 */

export const PREFIXO_RASCUNHO = 'ponto.rascunho:'
/** Never written to a draft: passwords (by field name) and files (they do not survive JSON). */
const SENHA = /senha|password/i

export interface Rascunho {
  usuario: string
  salvoEm: number
  valores: Record<string, unknown>
  /** The form held a file, which a draft cannot keep: it says so when it gets the draft back. */
  semArquivo?: true
}

/** The identity of the logged-in user (the token's `sub`); set by the app when it starts. */
let usuarioAtual: () => string | undefined = () => undefined
export function configurarRascunhos(options: { usuario: () => string | undefined }): void {
  usuarioAtual = options.usuario
}

export interface FormularioAberto {
  chave: string
  sujo: () => boolean
  valores: () => FieldValues
}
const abertos = new Set<FormularioAberto>()

/** The user whose drafts are written and read. */
export const usuarioDosRascunhos = (): string | undefined => usuarioAtual()

/** An open form, kept until it closes: `salvarRascunhos` writes its changes. Returns the closing. */
export function abrirFormulario(formulario: FormularioAberto): () => void {
  abertos.add(formulario)
  return () => void abertos.delete(formulario)
}

const arquivo = (value: unknown): boolean => value instanceof Blob || (typeof FileList !== 'undefined' && value instanceof FileList)
/** A file the user chose: a Blob, or a FileList that is not empty. */
const arquivoEscolhido = (value: unknown): boolean => value instanceof Blob || (arquivo(value) && (value as FileList).length > 0)

/** Before the redirect to the login: every open form with changes keeps them for when the user is back. Whether one did. */
export function salvarRascunhos(agora = Date.now()): boolean {
  const usuario = usuarioAtual()
  if (!usuario) return false
  let guardou = false
  for (const formulario of abertos) {
    if (!formulario.sujo()) continue
    const valores = formulario.valores()
    const rascunho: Rascunho = {
      usuario,
      salvoEm: agora,
      valores,
      ...(Object.values(valores).some(arquivoEscolhido) && { semArquivo: true }),
    }
    try {
      sessionStorage.setItem(formulario.chave, JSON.stringify(rascunho, semSenhasNemArquivos))
      guardou = true
    } catch {
      // A full or blocked storage loses the draft, never the redirect.
    }
  }
  return guardou
}

/** JSON.stringify's replacer of a draft. */
export function semSenhasNemArquivos(key: string, value: unknown): unknown {
  return SENHA.test(key) || arquivo(value) ? undefined : value
}
