import { z } from 'zod/mini'
import { PERFIS_USUARIO, usuarioResource, type PerfilUsuario, type Usuario } from '@/entities/cadastro/usuario'
import { REALM_ROLE_LABELS } from '@/entities/sessao'
import { CELULAR_MASK, CPF_MASK, formatCelular, formatCpf, isValidCpf, onlyDigits } from '@/shared/lib'
import { MSG_CELULAR_INVALIDO, MSG_CPF_INVALIDO } from '@/shared/config'
import { declararRegistro } from '../model/registro'
import { textoObrigatorio } from './validacao'

const rotuloPerfil = (perfil: PerfilUsuario | null) => (perfil ? REALM_ROLE_LABELS[perfil] : '—')

const schema = z
  .object({
    /** A new user needs a password; an existing one keeps it when left blank. */
    novo: z.boolean(),
    username: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Preenchimento do usuário é obrigatório'),
        z.regex(/^[a-zA-Z0-9._-]{3,50}$/, 'Use de 3 a 50 letras, números, ponto, hífen ou sublinhado'),
      ),
    name: textoObrigatorio('do nome', 150),
    email: z.string().check(z.trim(), z.minLength(1, 'Preenchimento do e-mail é obrigatório'), z.email('E-mail invalido!')),
    cpf: z.string().check(z.refine((cpf) => onlyDigits(cpf) === '' || isValidCpf(onlyDigits(cpf)), MSG_CPF_INVALIDO)),
    celular: z.string().check(z.refine((cel) => [0, 11].includes(onlyDigits(cel).length), MSG_CELULAR_INVALIDO)),
    perfil: z.enum(PERFIS_USUARIO, 'Selecione o perfil'),
    password: z.string(),
  })
  .check(
    z.refine((v) => !v.novo || v.password !== '', { message: 'Preenchimento da senha é obrigatório', path: ['password'] }),
    z.refine((v) => v.password === '' || v.password.length >= 5, { message: 'A senha deve ter ao menos 5 caracteres', path: ['password'] }),
  )
type Valores = z.infer<typeof schema>

/** The users of the identity service: login, name, e-mail, CPF (links the employee), mobile, profile and password. */
export const usuario = declararRegistro<Usuario, Valores>({
  titulo: 'Usuários',
  novo: 'Novo usuário',
  editar: (u) => `Usuário ${u.username}`,
  excluir: (u) => `Deseja realmente excluir o usuário ${u.name}?`,
  resource: usuarioResource,
  rowId: (u) => u.id,
  columns: [
    { id: 'name', header: 'Nome', cell: (u) => u.name, sort: 'name' },
    { id: 'username', header: 'Usuário', cell: (u) => u.username, sort: 'username' },
    { id: 'email', header: 'E-mail', cell: (u) => u.email, sort: 'email' },
    { id: 'perfil', header: 'Perfil', cell: (u) => rotuloPerfil(u.perfil), sort: 'perfil' },
    { id: 'funcionario', header: 'Funcionário', cell: (u) => u.funcionario?.nome ?? '—' },
  ],
  form: {
    schema,
    defaults: { novo: true, username: '', name: '', email: '', cpf: '', celular: '', perfil: 'usuario', password: '' },
    fields: [
      { name: 'username', label: 'Usuário', kind: 'text', required: true, maxLength: 50 },
      { name: 'name', label: 'Nome', kind: 'text', required: true, maxLength: 150 },
      { name: 'email', label: 'E-mail', kind: 'text', required: true, maxLength: 150 },
      { name: 'cpf', label: 'CPF', kind: 'text', mask: CPF_MASK, hint: 'Liga o usuário ao funcionário com este CPF' },
      { name: 'celular', label: 'Celular', kind: 'text', mask: CELULAR_MASK },
      {
        name: 'perfil',
        label: 'Perfil',
        kind: 'select',
        required: true,
        options: PERFIS_USUARIO.map((p) => ({ value: p, label: rotuloPerfil(p) })),
      },
      { name: 'password', label: 'Senha', kind: 'password', hint: 'Em branco mantém a senha atual' },
    ],
    toValues: (u) => ({
      novo: false,
      username: u.username,
      name: u.name,
      email: u.email,
      cpf: u.cpf ? formatCpf(u.cpf) : '',
      celular: u.celular ? formatCelular(u.celular) : '',
      perfil: u.perfil ?? 'usuario',
      password: '',
    }),
    toBody: ({ novo: _novo, ...v }, u) => ({ ...v, id: u?.id ?? null, cpf: onlyDigits(v.cpf), celular: onlyDigits(v.celular) }),
  },
})
