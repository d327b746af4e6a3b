import { formatarUmaCasa } from '@/shared/lib'

const KB = 1024
const MB = KB * KB

/** A file's size as people read it: '812 bytes', '34 KB', '1,2 MB'. */
export function tamanhoDoArquivo(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < MB) return `${formatarUmaCasa(bytes / KB)} KB`
  return `${formatarUmaCasa(bytes / MB)} MB`
}
