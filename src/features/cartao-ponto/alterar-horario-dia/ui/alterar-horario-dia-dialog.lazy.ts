import { lazyComponent } from '@/shared/ui'

/** Loaded when first opened. */
export const AlterarHorarioDiaDialog = lazyComponent(() => import('./alterar-horario-dia-dialog').then((m) => m.AlterarHorarioDiaDialog))
