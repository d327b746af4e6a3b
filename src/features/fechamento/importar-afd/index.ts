export { ImportarAfdForm } from './ui/importar-afd-form'
export { importarAfdSchema, MSG_ARQUIVO_AFD } from './model/importar-afd.schema'
