/**
 * Runs `fn` once the next frame has been painted (a task queued from an animation frame runs after
 * that frame's paint), so background work never delays what the user is about to see.
 * Returns a function that cancels it.
 */
export function afterNextPaint(fn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(fn, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}
