import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const HistoricoDiaDialog = lazyComponent(() => import('./historico-dia-dialog').then((m) => m.HistoricoDiaDialog))
