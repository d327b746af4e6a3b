/** DASH-005: the absenteeism percentage in red when `compare` is set, blue otherwise. */
export const COR_ABSENTEISMO = { alta: '#c62828', normal: '#1f6fd1' } as const

export function corAbsenteismo(compare: boolean): string {
  return compare ? COR_ABSENTEISMO.alta : COR_ABSENTEISMO.normal
}
