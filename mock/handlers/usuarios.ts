import { perfilCorpoSchema } from '@/shared/api/contract/endpoints/usuarios'
import { MSG_CPF_EM_USO } from '@/shared/config/mensagens'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { noContent, springError, validationError } from '../http/spring'
import { fullTextHandler } from './lib/fulltext'
import { usuarioResumo } from './lib/responsaveis'
import { objeto } from './lib/selecao-lote'
import { jsonBody, session } from './lib/session'

export const usuarioHandlers = [
  /** Users by name, username or e-mail (responsible-user pickers, the users screen); a Spring page. */
  fullTextHandler({
    path: '/api/usuarios/search/fulltext',
    rows: (s) => s.db.usuarios,
    dto: usuarioResumo,
    text: (u) => [u.name, u.username, u.email],
    sort: [{ property: 'name', direction: 'asc' }],
  }),

  /**
   * AUTH-088: completes the account's own CPF and mobile; 400 on invalid values. The CPF is a claim, not a proof:
   * it never links the account to an employee (only the administrator does, in /admin/usuarios), a CPF that
   * belongs to another account or to an employee is refused (409), and a CPF already on the account stays.
   */
  http.put('/api/usuarios/profile', async ({ request }) => {
    const { db, usuario } = await session(request)
    const path = new URL(request.url).pathname
    if (!usuario) return springError(404, 'Usuário não encontrado', path)
    const corpo = lerCorpo(perfilCorpoSchema, objeto(await jsonBody(request)))
    if (Array.isArray(corpo)) return validationError('Usuario', corpo)
    const { cpf, celular } = corpo
    if (usuario.cpf && usuario.cpf !== cpf) {
      return springError(403, 'O CPF da conta só pode ser alterado pelo administrador.', path)
    }
    const daConta = (funcionarioId: number) => funcionarioId === usuario.funcionarioId
    if (
      db.usuarios.some((u) => u.id !== usuario.id && u.cpf === cpf) ||
      db.funcionarios.some((f) => f.cpf === cpf && !daConta(f.id))
    ) {
      return springError(409, MSG_CPF_EM_USO, path)
    }
    usuario.cpf = cpf
    usuario.celular = celular
    return noContent()
  }),

  /** AUTH-007: the identity service would e-mail a reset link; nothing changes here. */
  http.post('/api/usuarios/reset-password', async ({ request }) => {
    await session(request)
    return noContent()
  }),
]
