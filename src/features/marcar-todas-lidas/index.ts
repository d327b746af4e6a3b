export { MarcarTodasLidasButton } from './ui/marcar-todas-lidas-button'
export { useMarcarTodasLidas } from './api/marcar-todas-lidas.mutation'
