/** SHELL-010: the organisation name varies by deployment (build-time `VITE_ORGANIZACAO`). */
export const ORGANIZACAO: string = (import.meta.env.VITE_ORGANIZACAO as string | undefined) || 'Ponto Sistemas'
