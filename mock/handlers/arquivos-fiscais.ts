import { HttpResponse } from 'msw'
import {
  arquivoFiscalCorpoSchema,
  empresaDoArquivoFiscalSchema,
  MSG_EMPRESA_ARQUIVO_FISCAL,
} from '@/shared/api/contract/endpoints/arquivos-fiscais'
import { http } from '../http/contrato'
import { isoLocalDateTime } from '../db/lib/dates'
import { dadosFiscais } from '../fiscal/dados'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from '../fiscal/layouts'
import { lerCorpo } from '../http/corpo'
import { notFound, validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'


const ARQUIVOS: Record<string, { prefixo: string; escrever: (d: DadosFiscais) => Uint8Array<ArrayBuffer> }> = {
  aej: { prefixo: 'AEJ', escrever: escreverAej },
  afdt: { prefixo: 'AFDT', escrever: escreverAfdt },
  acjef: { prefixo: 'ACJEF', escrever: escreverAcjef },
}

export const arquivoFiscalHandlers = [
  /**
   * Generates a legal file of a company's period from the processed time cards: `aej` (Portaria 671), `afdt` or
   * `acjef` (Portaria 1510). Body {empresaId, inicio, fim} (yyyy-MM-dd). Answers the file (ISO-8859-1) named by x-filename.
   */
  http.post('/api/arquivos-fiscais/:tipo', async ({ request, params }) => {
    const { db } = await session(request)
    const arquivo = ARQUIVOS[String(params.tipo)]
    if (!arquivo) return notFound()
    const body = objeto(await jsonBody(request))
    // The company is looked up whatever the period: its error comes first.
    const { empresaId } = lerCorpo(empresaDoArquivoFiscalSchema, body) as { empresaId: number }
    const empresa = db.empresas.find((e) => e.id === empresaId)
    const errors: FieldError[] = empresa ? [] : [{ property: 'empresaId', message: MSG_EMPRESA_ARQUIVO_FISCAL, invalidValue: body.empresaId ?? null }]
    const corpo = lerCorpo(arquivoFiscalCorpoSchema, body)
    if (Array.isArray(corpo)) errors.push(...corpo)
    if (errors.length > 0 || !empresa || Array.isArray(corpo)) return validationError('ArquivoFiscal', errors)
    const { inicio, fim } = corpo
    const geradoEm = isoLocalDateTime(agora(db)).slice(0, 16)
    const bytes = arquivo.escrever(dadosFiscais(db, empresa, inicio, fim, geradoEm))
    const nome = `${arquivo.prefixo}_${empresa.cnpj.replace(/\D/g, '')}_${inicio.replaceAll('-', '')}_${fim.replaceAll('-', '')}.txt`
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': 'text/plain; charset=ISO-8859-1',
        'Content-Disposition': `attachment; filename="${nome}"`,
        'x-filename': nome,
        'Access-Control-Expose-Headers': 'x-filename',
      },
    })
  }),
]
