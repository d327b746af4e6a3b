import { apiDownload } from '@/shared/api'

export type TipoArquivoFiscal = 'aej' | 'afdt' | 'acjef' | 'afd'

/** A legal file of a company's period (ISO-8859-1), named by the server (x-filename). */
export const gerarArquivoFiscal = (tipo: TipoArquivoFiscal, body: { empresaId: number; inicio: string; fim: string }) =>
  apiDownload('POST', `/api/arquivos-fiscais/${tipo}`, { json: body })
