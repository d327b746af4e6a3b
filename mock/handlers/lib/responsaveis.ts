import { HttpResponse, type HttpHandler } from 'msw'
import { http } from '../../http/contrato'
import type { Db, Usuario } from '../../db/index'
import { noContent, notFound, validationError } from '../../http/spring'
import { jsonBody, session } from './session'
import { lerCorpo } from '../../http/corpo'
import { USUARIO_NAO_ENCONTRADO, responsavelCorpoSchema, type UsuarioResumo } from '@/shared/api/contract/responsaveis'

/** A responsible user as the registers show them. */
export function usuarioResumo(u: Usuario): UsuarioResumo {
  return { id: u.id, username: u.username, name: u.name, email: u.email }
}

interface ComResponsaveis {
  id: number
  responsaveis: string[]
}

/**
 * REG-065/069: GET and POST {path}/{id}/responsaveis, DELETE {path}/{id}/responsaveis/{usuario}. A responsible user
 * (realm role responsavel) sees the employees of the departments and work places they answer for.
 * POST body: `{ "usuario": "<user id>" }`.
 */
export function responsaveisHandlers(path: string, rows: (db: Db) => ComResponsaveis[]): HttpHandler[] {
  const find = (db: Db, id: unknown) => rows(db).find((row) => String(row.id) === String(id))
  return [
    http.get(`${path}/:id/responsaveis`, async ({ request, params }) => {
      const { db } = await session(request)
      const row = find(db, params.id)
      if (!row) return notFound()
      const usuarios = row.responsaveis.flatMap((id) => db.usuarios.filter((u) => u.id === id)).map(usuarioResumo)
      return HttpResponse.json(usuarios.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')))
    }),

    http.post(`${path}/:id/responsaveis`, async ({ request, params }) => {
      const { db } = await session(request)
      const row = find(db, params.id)
      if (!row) return notFound()
      const corpo = lerCorpo(responsavelCorpoSchema, await jsonBody(request))
      if (Array.isArray(corpo)) return validationError('Responsavel', corpo)
      const usuario = db.usuarios.find((u) => u.id === corpo.usuario)
      if (!usuario)
        return validationError('Responsavel', [{ property: 'usuario', message: USUARIO_NAO_ENCONTRADO, invalidValue: corpo.usuario }])
      if (!row.responsaveis.includes(usuario.id)) row.responsaveis.push(usuario.id)
      return noContent()
    }),

    http.delete(`${path}/:id/responsaveis/:usuario`, async ({ request, params }) => {
      const { db } = await session(request)
      const row = find(db, params.id)
      if (!row || !row.responsaveis.includes(String(params.usuario))) return notFound()
      row.responsaveis.splice(row.responsaveis.indexOf(String(params.usuario)), 1)
      return noContent()
    }),
  ]
}
