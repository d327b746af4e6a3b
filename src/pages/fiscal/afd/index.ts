export { AfdPage } from './ui/afd-page'
export { AfdUploadPage } from './ui/afd-upload-page'
