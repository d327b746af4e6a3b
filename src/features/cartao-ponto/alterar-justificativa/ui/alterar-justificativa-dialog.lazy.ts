import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const AlterarJustificativaDialog = lazyComponent(() => import('./alterar-justificativa-dialog').then((m) => m.AlterarJustificativaDialog))
