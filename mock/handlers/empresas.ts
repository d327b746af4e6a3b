import { HttpResponse } from 'msw'
import { tipoPeloConteudo } from '@/shared/api/contract/arquivo'
import { BRASAO_MAX_BYTES, empresaCorpoSchema, MSG_BRASAO_GRANDE } from '@/shared/api/contract/endpoints/empresas'
import { http } from '../http/contrato'
import type { Db, Empresa } from '../db/index'
import { empresaDoUsuario } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { notFound, springError, type FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { empresaDto } from './lib/dto'
import { fullTextHandler } from './lib/fulltext'
import { session } from './lib/session'

export const MSG_BRASAO_TIPO = 'O brasão deve ser uma imagem PNG ou JPEG.'

/** A company: the body is the contract's; its code is unique. */
function lerEmpresaRegistro(body: Record<string, unknown>, atual: Empresa | null, db: Db): Omit<Empresa, 'id'> | FieldError[] {
  const corpo = lerCorpo(empresaCorpoSchema, body)
  if (Array.isArray(corpo)) return corpo
  const { codigo, nome, nomeFantasia, endereco } = corpo
  if (db.empresas.some((e) => e.codigo === codigo && e.id !== atual?.id))
    return [{ property: 'codigo', message: 'já existe uma empresa com este código', invalidValue: codigo }]
  return {
    ...corpo,
    nomeFantasia: nomeFantasia || nome,
    brasao: atual?.brasao ?? null,
    endereco: { ...endereco, complemento: endereco.complemento || null },
  }
}

export const empresaHandlers = [
  /** The user's company (through the linked employee), else the first by codigo. */
  http.get('/api/empresas/search/first', async ({ request }) => {
    const { db, usuario } = await session(request)
    const empresa = empresaDoUsuario(db, usuario)
    return empresa ? HttpResponse.json(empresaDto(empresa)) : notFound()
  }),

  /** TC-034: company lookup (HAL rel `empresas`), by codigo, names or CNPJ. */
  fullTextHandler({
    path: '/api/empresas/search/fulltext',
    rel: 'empresas',
    rows: (s) => s.db.empresas,
    dto: empresaDto,
    text: (e) => [e.codigo, e.nome, e.nomeFantasia, e.cnpj],
    sort: [{ property: 'codigo', direction: 'asc' }],
  }),

  /** REG-021: the coat of arms, a multipart file (field `file`), PNG or JPEG by its bytes; answers the image's address as text. */
  http.post('/api/empresas/:id/brasao', async ({ request, params }) => {
    const { db } = await session(request)
    const empresa = db.empresas.find((e) => String(e.id) === params.id)
    if (!empresa) return notFound()
    const path = new URL(request.url).pathname
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    if (!(file instanceof File) || file.size === 0) return springError(400, 'Envie o arquivo do brasão.', path)
    if (file.size > BRASAO_MAX_BYTES) return springError(400, MSG_BRASAO_GRANDE, path)
    const tipo = await tipoPeloConteudo(file, ['image/png', 'image/jpeg'])
    if (!tipo) return springError(400, MSG_BRASAO_TIPO, path)
    empresa.brasao = `data:${tipo};base64,${Buffer.from(await file.arrayBuffer()).toString('base64')}`
    return new HttpResponse(path, { headers: { 'Content-Type': 'text/plain;charset=UTF-8' } })
  }),

  /** The coat of arms as an image. */
  http.get('/api/empresas/:id/brasao', async ({ request, params }) => {
    const { db } = await session(request)
    const brasao = db.empresas.find((e) => String(e.id) === params.id)?.brasao
    const match = brasao ? /^data:([^;]+);base64,(.*)$/.exec(brasao) : null
    if (!match) return notFound()
    return new HttpResponse(Buffer.from(match[2]!, 'base64'), { headers: { 'Content-Type': match[1]!, 'X-Content-Type-Options': 'nosniff' } })
  }),

  /** REG-016..019: the company register, by code (HAL rel empresas); a company with employees is kept (409). */
  ...crudHandlers({
    path: '/api/empresas',
    rel: 'empresas',
    entity: 'Empresa',
    rows: (db) => db.empresas,
    dto: empresaDto,
    sort: [{ property: 'codigo', direction: 'asc' }],
    read: lerEmpresaRegistro,
    inUse: (e, db) => (db.funcionarios.some((f) => f.empresaId === e.id) ? 'Empresa com funcionários: não pode ser excluída.' : null),
  }),
]
