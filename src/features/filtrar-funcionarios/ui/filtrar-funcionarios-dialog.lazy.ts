import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const FiltrarFuncionariosDialog = lazyComponent(() => import('./filtrar-funcionarios-dialog').then((m) => m.FiltrarFuncionariosDialog))
