/** The first bytes of each file type the API takes (the name and the declared type prove nothing). */
const ASSINATURAS = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
} as const satisfies Record<string, readonly number[]>

export type TipoDeArquivo = keyof typeof ASSINATURAS

const BYTES_DA_ASSINATURA = Math.max(...Object.values(ASSINATURAS).map((a) => a.length))

/** The file's type among `aceitos`, read from its first bytes; null when it is none of them. */
export async function tipoPeloConteudo(arquivo: Blob, aceitos: readonly TipoDeArquivo[]): Promise<TipoDeArquivo | null> {
  const inicio = new Uint8Array(await arquivo.slice(0, BYTES_DA_ASSINATURA).arrayBuffer())
  return aceitos.find((tipo) => ASSINATURAS[tipo].every((byte, i) => inicio[i] === byte)) ?? null
}
