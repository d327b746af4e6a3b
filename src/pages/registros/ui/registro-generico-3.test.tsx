import { describe, it } from 'vitest'
import { usarFluxoRegistro } from '../model/testing/fluxo-registro'

// The registers of CASOS_APP, split in three files so that the workers share them.
const fluxo = usarFluxoRegistro()

// A whole register journey takes ~7 s here: the timeout leaves room for a machine three times slower and busy.
describe('generic registers through the mock handlers (3 of 3)', { timeout: 60_000 }, () => {
  it('[REG-034][REG-072][REG-073][REG-074][REG-075] escalas: list, search, create with validation, edit, delete', fluxo('escalas'))
  it('[REG-072][REG-073][REG-074][REG-075] equipamento: list, search, create with validation, edit, delete', fluxo('equipamento'))
  it('[REG-072][REG-073][REG-074][REG-075] periodofechamento: list, search, create with validation, edit, delete', fluxo('periodofechamento'))
  it('[REG-072][REG-073][REG-074][REG-075] evento: list, search, create with validation, edit, delete', fluxo('evento'))
  it('[REG-072][REG-073][REG-074][REG-075] adicional-noturno: list, search, create with validation, edit, delete', fluxo('adicional-noturno'))
  it('[REG-072][REG-073][REG-074][REG-075] coletor: list, search, create with validation, edit, delete', fluxo('coletor'))
  it('[REG-072][REG-073][REG-074][REG-075] admin/usuarios: list, search, create with validation, edit, delete', fluxo('admin/usuarios'))
})
