import { describe, it } from 'vitest'
import { usarFluxoRegistro } from '../model/testing/fluxo-registro'

// The registers of CASOS_APP, split in three files so that the workers share them.
const fluxo = usarFluxoRegistro()

// A whole register journey takes ~7 s here: the timeout leaves room for a machine three times slower and busy.
describe('generic registers through the mock handlers (1 of 3)', { timeout: 60_000 }, () => {
  it('[REG-060][REG-061][REG-072][REG-073][REG-074][REG-075] cargo: list, search, create with validation, edit, delete', fluxo('cargo'))
  it('[REG-066][REG-067][REG-068][REG-072][REG-073][REG-074][REG-075] localtrabalho: list, search, create with validation, edit, delete', fluxo('localtrabalho'))
  it('[REG-016][REG-017][REG-018][REG-019][REG-020][REG-072][REG-073][REG-074][REG-075] empresa: list, search, create with validation, edit, delete', fluxo('empresa'))
  it('[REG-054][REG-055][REG-056][REG-057][REG-072][REG-073][REG-074][REG-075] bancodias: list, search, create with validation, edit, delete', fluxo('bancodias'))
})
