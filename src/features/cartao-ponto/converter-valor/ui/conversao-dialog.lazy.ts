import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const ConversaoDialog = lazyComponent(() => import('./conversao-dialog').then((m) => m.ConversaoDialog))
