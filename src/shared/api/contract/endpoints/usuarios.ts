import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'

export const usuariosEndpoints = definirEndpoints({
  'GET /api/usuarios/search/fulltext': { acesso: algum('front_departamento', 'front_localtrabalho', 'front_usuarios'), origem: 'rest' },
  'PUT /api/usuarios/profile': { acesso: AUTENTICADO, requisitos: ['AUTH-088'] },
  'POST /api/usuarios/reset-password': { acesso: AUTENTICADO, requisitos: ['AUTH-007'] },
  'GET /api/usuarios/search/admin': { acesso: algum('front_usuarios'), origem: 'extensao' },
  'GET /api/usuarios': { acesso: algum('front_usuarios'), origem: 'rest' },
  'GET /api/usuarios/:id': { acesso: algum('front_usuarios'), origem: 'rest' },
  'POST /api/usuarios': { acesso: algum('front_usuarios'), origem: 'rest' },
  'PUT /api/usuarios/:id': { acesso: algum('front_usuarios'), origem: 'rest' },
  'DELETE /api/usuarios/:id': { acesso: algum('front_usuarios'), origem: 'rest' },
})
