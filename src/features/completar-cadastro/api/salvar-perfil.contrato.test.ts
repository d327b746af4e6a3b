import { describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { salvarPerfil } from './salvar-perfil.mutation'

/** `novo` has neither CPF nor mobile: the app asks for them first (AUTH-085..088). */
const app = usarAppNoMock('novo')

const conta = () => dbFor(app().backend.dbKey).usuarios.find((u) => u.username === 'novo')

describe('completing the account, against the mock backend', () => {
  it("[AUTH-088] saves the account's CPF and mobile", async () => {
    await salvarPerfil({ cpf: '93541134780', celular: '11912345678' })
    expect(conta()).toMatchObject({ cpf: '93541134780', celular: '11912345678' })
  })

  it('refuses an invalid CPF and mobile, changing nothing', async () => {
    await expect(salvarPerfil({ cpf: '12345678900', celular: '1191234' })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { cpf: 'CPF invalido!', celular: 'Celular invalido!' },
    })
    expect(conta()).toMatchObject({ cpf: null, celular: null })
  })
})
