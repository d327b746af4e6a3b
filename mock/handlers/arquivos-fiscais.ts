import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { isoLocalDateTime } from '../db/lib/dates'
import { dadosFiscais } from '../fiscal/dados'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from '../fiscal/layouts'
import { MSG_DATA_INVALIDA, notFound, readDate, validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
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
    const raw = await jsonBody(request)
    const body = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
    const errors: FieldError[] = []
    const empresa = db.empresas.find((e) => e.id === Number(body.empresaId))
    if (!empresa) errors.push({ property: 'empresaId', message: 'Selecione a empresa.', invalidValue: body.empresaId ?? null })
    const inicio = readDate(body.inicio, 'inicio', errors, MSG_DATA_INVALIDA)
    const fim = readDate(body.fim, 'fim', errors, MSG_DATA_INVALIDA)
    if (inicio && fim && fim < inicio) errors.push({ property: 'fim', message: 'A data final deve ser posterior à inicial.', invalidValue: fim })
    if (inicio && fim && fim >= inicio && new Date(`${fim}T12:00:00`).getTime() - new Date(`${inicio}T12:00:00`).getTime() > 366 * 86_400_000) {
      errors.push({ property: 'fim', message: 'O período não pode passar de um ano.', invalidValue: fim })
    }
    if (errors.length > 0 || !empresa || !inicio || !fim) return validationError('ArquivoFiscal', errors)
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
