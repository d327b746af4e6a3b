import { describe, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { CASOS_CONTRATO } from './testing/casos-contrato'
import { percorrerCadastro } from './testing/percorrer-cadastro'

/**
 * The registers' calls of the API contract (src/shared/api/contract) made by the app's own resource code (its list,
 * search, item, save and delete) against the real mock handlers, each register on a fresh seeded database.
 */
for (const persona of ['rh', 'admin'] as const) {
  describe(`registers written by ${persona}`, () => {
    const app = usarAppNoMock(persona)

    for (const caso of CASOS_CONTRATO.filter((c) => c.persona === persona)) {
      it(`${caso.resource}: lists, searches, reads one, creates, updates and deletes through the app's resource`, () =>
        percorrerCadastro(app().queryClient, caso))
    }
  })
}
