export { AfdPage } from './ui/afd-page'
export { AfdUploadPage } from './ui/afd-upload-page'
export { carregarAfd } from './model/carregar'
