const NOME_MAX = 200

/**
 * An uploaded file's name as it is kept and shown again: without folders, quotes or control characters (it goes back in
 * Content-Disposition and in lists), at most 200 characters; `padrao` when nothing is left.
 */
export function nomeDoArquivo(nome: string, padrao: string): string {
  const limpo = (nome.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim().slice(0, NOME_MAX)
  return limpo || padrao
}

/**
 * The `Content-Disposition` of a file whose name may hold anything (a matrícula typed with '–' or '"'): an ASCII
 * `filename` fallback and the exact name in `filename*` (RFC 6266). A header carries only Latin-1, so the name as it
 * was made the response fail (500).
 */
export function disposicao(tipo: 'inline' | 'attachment', nome: string): string {
  const ascii = nome.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return ascii === nome ? `${tipo}; filename="${nome}"` : `${tipo}; filename="${ascii}"; filename*=UTF-8''${nomeCodificado(nome)}`
}

/** The name percent-encoded (RFC 5987), as `filename*` and the `x-filename` header carry it; the app decodes it. */
export const nomeCodificado = (nome: string) => encodeURIComponent(nome).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
