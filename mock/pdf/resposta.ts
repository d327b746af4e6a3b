import { HttpResponse } from 'msw'
import { disposicao, nomeCodificado } from '../http/nome-de-arquivo'

/** A PDF shown in the browser: inline, with its file name also in `x-filename` for the client. */
export function pdfResponse(pdf: Buffer, filename: string) {
  return new HttpResponse(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': disposicao('inline', filename),
      'x-filename': nomeCodificado(filename),
      'access-control-expose-headers': 'content-disposition, x-filename',
    },
  })
}
