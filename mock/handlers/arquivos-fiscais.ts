import { HttpResponse } from 'msw'
import {
  arquivoFiscalCorpoSchema,
  empresaDoArquivoFiscalSchema,
  MSG_EMPRESA_ARQUIVO_FISCAL,
} from '@/shared/api/contract/endpoints/arquivos-fiscais'
import { http } from '../http/contrato'
import { isoLocalDateTime } from '../db/lib/dates'
import { escreverAfd671 } from '../fiscal/afd'
import { dadosFiscais } from '../fiscal/dados'
import { registrosDoRepP, repPDe } from '../timecard/relogio'
import { escreverAcjef, escreverAej, escreverAfdt, type DadosFiscais } from '../fiscal/layouts'
import { lerCorpo } from '../http/corpo'
import { notFound, validationError, type FieldError } from '../http/spring'
import { agora } from '../pdf/relatorio'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'
import type { Db, Empresa } from '../db/index'


interface Periodo {
  db: Db
  empresa: Empresa
  inicio: string
  fim: string
  geradoEm: string
}

const dosCartoes = (escrever: (d: DadosFiscais) => Uint8Array<ArrayBuffer>) => (p: Periodo) =>
  escrever(dadosFiscais(p.db, p.empresa, p.inicio, p.fim, p.geradoEm))

/**
 * The web clock's AFD (REP-P): its type-7 records of the employer's punches in the period, exactly as written when
 * each punch was made (the receipts carry their hashes). The first record is sealed to the one before the period.
 */
function afdDoRepP({ db, empresa, inicio, fim, geradoEm }: Periodo): Uint8Array<ArrayBuffer> {
  const registros = registrosDoRepP(db, empresa.id).filter((m) => m.data >= inicio && m.data <= fim && m.registroAfd)
  return escreverAfd671({
    cnpj: empresa.cnpj, razaoSocial: empresa.nome, numeroFabricacao: repPDe(db).numeroFabricacao, inicio, fim, geradoEm,
    repP: true, marcacoes: [], registrosTipo7: registros.map((m) => m.registroAfd ?? ''),
  })
}

const ARQUIVOS: Record<string, { prefixo: string; escrever: (p: Periodo) => Uint8Array<ArrayBuffer> }> = {
  aej: { prefixo: 'AEJ', escrever: dosCartoes(escreverAej) },
  afdt: { prefixo: 'AFDT', escrever: dosCartoes(escreverAfdt) },
  acjef: { prefixo: 'ACJEF', escrever: dosCartoes(escreverAcjef) },
  afd: { prefixo: 'AFD_REP-P', escrever: afdDoRepP },
}

export const arquivoFiscalHandlers = [
  /**
   * Generates a legal file of a company's period from the processed time cards: `aej` (Portaria 671), `afdt` or
   * `acjef` (Portaria 1510). Body {empresaId, inicio, fim} (yyyy-MM-dd). Answers the file (ISO-8859-1) named by x-filename.
   */
  http.post('/api/arquivos-fiscais/:tipo', async ({ request, params }) => {
    const { db } = await session(request)
    const tipo = String(params.tipo)
    // Own keys only: 'constructor' or 'toString' are no file types.
    const arquivo = Object.hasOwn(ARQUIVOS, tipo) ? ARQUIVOS[tipo] : undefined
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
    const bytes = arquivo.escrever({ db, empresa, inicio, fim, geradoEm })
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
