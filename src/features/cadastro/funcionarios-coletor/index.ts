export { MensagemColetorForm } from './ui/mensagem-coletor-form'
