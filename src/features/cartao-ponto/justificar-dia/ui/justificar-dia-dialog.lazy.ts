import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const JustificarDiaDialog = lazyComponent(() => import('./justificar-dia-dialog').then((m) => m.JustificarDiaDialog))
