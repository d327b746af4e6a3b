import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const RemoverMarcacaoDialog = lazyComponent(() => import('./remover-marcacao-dialog').then((m) => m.RemoverMarcacaoDialog))
