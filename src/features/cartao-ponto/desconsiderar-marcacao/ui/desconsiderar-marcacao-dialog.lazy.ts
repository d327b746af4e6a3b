import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const DesconsiderarMarcacaoDialog = lazyComponent(() => import('./desconsiderar-marcacao-dialog').then((m) => m.DesconsiderarMarcacaoDialog))
