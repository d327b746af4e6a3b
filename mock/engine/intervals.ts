/** Half-open span [start, end) in minutes from the start of the record's day. */
export interface Interval {
  start: number
  end: number
}

export function totalLength(intervals: readonly Interval[]): number {
  let sum = 0
  for (const { start, end } of intervals) sum += end - start
  return sum
}

/** Intersection of two sorted lists of disjoint intervals. */
export function intersect(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = []
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    const x = a[i] as Interval
    const y = b[j] as Interval
    const start = Math.max(x.start, y.start)
    const end = Math.min(x.end, y.end)
    if (start < end) out.push({ start, end })
    if (x.end < y.end) i++
    else j++
  }
  return out
}

/** Parts of `a` outside `b` (both sorted and disjoint). */
export function subtract(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = []
  for (const x of a) {
    let cursor = x.start
    for (const y of b) {
      if (y.end <= cursor || y.start >= x.end) continue
      if (y.start > cursor) out.push({ start: cursor, end: y.start })
      cursor = Math.max(cursor, y.end)
    }
    if (cursor < x.end) out.push({ start: cursor, end: x.end })
  }
  return out
}

export interface Bounds {
  entry: number
  exit: number
  scheduledEntry: number
  scheduledExit: number
}

/** First entry and last exit, worked and scheduled; null when either side is empty. */
export function outerBounds(worked: readonly Interval[], slots: readonly Interval[]): Bounds | null {
  const first = worked[0]
  const last = worked[worked.length - 1]
  const firstSlot = slots[0]
  const lastSlot = slots[slots.length - 1]
  if (!first || !last || !firstSlot || !lastSlot) return null
  return { entry: first.start, exit: last.end, scheduledEntry: firstSlot.start, scheduledExit: lastSlot.end }
}
