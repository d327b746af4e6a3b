import { describe, expect, it } from 'vitest'
import { cpfWithCheckDigits } from '@/shared/lib/identifiers'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { usuarioResource } from './usuario'

/** The users' administration (/admin/usuarios) through the entity, against the real mock handlers. */
const app = usarAppNoMock('admin')

const lista = (text = '') => app().queryClient.fetchQuery({ ...usuarioResource.queries.list({ page: 0, size: 50, text }), staleTime: 0 })

/** A new user as the register's form sends it (usuario.tsx: toBody). */
const NOVA = {
  id: null,
  username: 'Joana.Silva',
  name: 'Joana Silva',
  email: 'Joana@Ponto.local',
  cpf: '',
  celular: '11987654321',
  perfil: 'supervisor',
  password: 'segredo',
}

describe('the users through the entity, against the mock backend', () => {
  it('lists the users by name, never with a password, and searches them by name, login or e-mail', async () => {
    const todos = await lista()
    const nomes = todos.items.map((u) => u.name)
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')))
    expect(todos.items.find((u) => u.username === 'rh')).toEqual({
      id: expect.any(String), username: 'rh', name: 'Rita Recursos Humanos', email: 'rh@ponto.local', cpf: '39053344705',
      celular: '11987650002', perfil: 'rh', funcionario: expect.anything(),
    })
    expect((await lista('recursos')).items.map((u) => u.username)).toEqual(['rh'])
  })

  it('creates a user (login and e-mail lower-cased), reads it, saves it with a new profile and deletes it', async () => {
    const criado = await usuarioResource.save(NOVA)
    expect(criado).toMatchObject({ username: 'joana.silva', email: 'joana@ponto.local', cpf: null, celular: '11987654321', perfil: 'supervisor' })
    expect(await app().queryClient.fetchQuery(usuarioResource.queries.detail(criado.id))).toEqual(criado)
    const salvo = await usuarioResource.save({ ...NOVA, id: criado.id, password: '', perfil: 'rh', cpf: cpfWithCheckDigits('123456780') })
    expect(salvo).toMatchObject({ id: criado.id, perfil: 'rh', cpf: cpfWithCheckDigits('123456780') })
    await usuarioResource.remove(criado.id)
    await expect(app().queryClient.fetchQuery({ ...usuarioResource.queries.detail(criado.id), staleTime: 0 })).rejects.toMatchObject({ status: 404 })
  })

  it('refuses a taken login, an invalid e-mail and CPF and a new user without password, field by field', async () => {
    await expect(usuarioResource.save({ ...NOVA, username: 'Admin', email: 'x', cpf: '123', password: '' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        username: 'usuário já cadastrado',
        email: 'e-mail inválido',
        cpf: 'CPF invalido!',
        password: 'não deve estar em branco',
      },
    })
  })
})
