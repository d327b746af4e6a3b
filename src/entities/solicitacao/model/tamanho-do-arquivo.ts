import { aoPrimeiroUso } from '@/shared/lib'

const KB = 1024
const MB = KB * KB
const numero = aoPrimeiroUso(() => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }))

/** A file's size as people read it: '812 bytes', '34 KB', '1,2 MB'. */
export function tamanhoDoArquivo(bytes: number): string {
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`
  if (bytes < MB) return `${numero().format(Math.round((bytes / KB) * 10) / 10)} KB`
  return `${numero().format(Math.round((bytes / MB) * 10) / 10)} MB`
}
