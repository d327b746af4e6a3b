export { EmConstrucaoPage } from './ui/em-construcao-page'
