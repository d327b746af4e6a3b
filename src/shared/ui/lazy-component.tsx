import { lazy, Suspense, type ComponentType } from 'react'

/**
 * A component whose code loads the first time it renders (a dialog the user may never open), with its own
 * Suspense boundary so that loading it never suspends the screen around it.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return LazyComponent
}
