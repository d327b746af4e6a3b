import { describe, it } from 'vitest'
import { usarFluxoRegistro } from '../model/testing/fluxo-registro'

// The registers of CASOS_APP, split in three files so that the workers share them.
const fluxo = usarFluxoRegistro()

// A whole register journey takes ~7 s here: the timeout leaves room for a machine three times slower and busy.
describe('generic registers through the mock handlers (2 of 3)', { timeout: 60_000 }, () => {
  it('[REG-072][REG-073][REG-074][REG-075] bancohoras: list, search, create with validation, edit, delete', fluxo('bancohoras'))
  it('[REG-059][REG-072][REG-073][REG-074][REG-075] banco-compensacao: list, search, create with validation, edit, delete', fluxo('banco-compensacao'))
  it('[REG-072][REG-073][REG-074][REG-075] tipo-solicitacao: list, search, create with validation, edit, delete', fluxo('tipo-solicitacao'))
  it('[REG-084][REG-072][REG-073][REG-074][REG-075] integrador: list, search, create with validation, edit, delete', fluxo('integrador'))
})
