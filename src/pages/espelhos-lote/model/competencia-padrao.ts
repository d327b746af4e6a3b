import { isAberta, type Competencia } from '@/entities/competencia'

/** Issue 15 §2: the last closed competence, else the current one (the newest open). The list comes newest first. */
export function competenciaPadrao(newestFirst: readonly Competencia[]): Competencia | undefined {
  return newestFirst.find((c) => !isAberta(c)) ?? newestFirst.find(isAberta) ?? newestFirst[0]
}
