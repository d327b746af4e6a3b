
/**
 * REG-058: the day whose day bank the card shows (the spec leaves it open): today while the competence runs, else the
 * competence's nearest end (its last day for a past month, its first day for a month not begun).
 */
export function dataDeReferencia(competencia: { inicio: string; fim: string }, hoje: string): string {
  const inicio = competencia.inicio.slice(0, 10)
  const fim = competencia.fim.slice(0, 10)
  if (hoje < inicio) return inicio
  return hoje > fim ? fim : hoje
}
