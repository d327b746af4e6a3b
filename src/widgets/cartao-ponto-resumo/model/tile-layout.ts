export const GRID_COLUMNS = 9
/** A flexible tile narrower than this goes to a row of its own. */
const MIN_FLEX_SPAN = 4

export interface Tile<T extends string> {
  id: T
  /** Fixed width in grid columns; flexible tiles fill what their row leaves. */
  span?: number
}

/**
 * TC-189 (docs/decisions.md): the bank tiles keep their fixed spans (5 or 7 of 9); after each one the next
 * flexible tile fills the rest of the row when at least 4 columns remain; other flexible tiles get a full row.
 */
export function tileSpans<T extends string>(tiles: ReadonlyArray<Tile<T>>): Array<{ id: T; span: number }> {
  const flexible = tiles.filter((t) => t.span === undefined)
  const result: Array<{ id: T; span: number }> = []
  for (const tile of tiles) {
    if (tile.span === undefined) continue
    result.push({ id: tile.id, span: tile.span })
    const rest = GRID_COLUMNS - tile.span
    const next = rest >= MIN_FLEX_SPAN ? flexible.shift() : undefined
    if (next) result.push({ id: next.id, span: rest })
  }
  return [...result, ...flexible.map((t) => ({ id: t.id, span: GRID_COLUMNS }))]
}

/** TC-189: the hour bank tile spans 5; the day bank tile 7 with more than one bank, else 5. */
export const HOUR_BANK_SPAN = 5
export const dayBankSpan = (bancos: number) => (bancos > 1 ? 7 : 5)
