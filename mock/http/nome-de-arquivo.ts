const NOME_MAX = 200

/**
 * An uploaded file's name as it is kept and shown again: without folders, quotes or control characters (it goes back in
 * Content-Disposition and in lists), at most 200 characters; `padrao` when nothing is left.
 */
export function nomeDoArquivo(nome: string, padrao: string): string {
  const limpo = (nome.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim().slice(0, NOME_MAX)
  return limpo || padrao
}
