/** HOME-008/009: the chart is drawn only with more than one data row. */
export function hasChartData(rows: readonly unknown[] | undefined): boolean {
  return (rows?.length ?? 0) > 1
}
