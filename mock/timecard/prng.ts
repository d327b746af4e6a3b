/** Small seeded PRNG (mulberry32) keyed by text, so each employee-day draws the same numbers in any order. */

export interface Rng {
  /** [0, 1) */
  next(): number
  /** Integer in [min, max]. */
  int(min: number, max: number): number
  chance(p: number): boolean
}

/** FNV-1a 32-bit hash. */
export function hashSeed(key: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  // murmur3 finaliser: keys differing in one character must not start correlated sequences.
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export function rng(key: string): Rng {
  let state = hashSeed(key)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
  }
}
