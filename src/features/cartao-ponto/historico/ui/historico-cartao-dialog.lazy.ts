import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const HistoricoCartaoDialog = lazyComponent(() => import('./historico-cartao-dialog').then((m) => m.HistoricoCartaoDialog))
