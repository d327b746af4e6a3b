import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const MarcacaoDialog = lazyComponent(() => import('./marcacao-dialog').then((m) => m.MarcacaoDialog))
