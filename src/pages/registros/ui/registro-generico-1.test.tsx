import { CASOS_APP } from '../model/testing/casos-registro'
import { descreverFluxoRegistro } from '../model/testing/fluxo-registro'

// Split in two files so that two workers share the cases.
descreverFluxoRegistro(CASOS_APP.slice(0, 4))
