import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

/**
 * A typed field (search text, a date) whose value lives in the URL's search params.
 *
 * What is typed shows at once (an input bound straight to the router's search would wait for the router to commit
 * and put the caret at the end on every key) and goes to the URL through `write(value, replace)`: the first key of a
 * burst pushes a history entry (`replace` false), the next ones replace it, so Back undoes the whole typing at once.
 * Any other navigation (Back/Forward, a link, another filter) ends the burst, and the field shows the URL's value.
 */
export function useSearchParamText(value: string, write: (value: string, replace: boolean) => void) {
  const { history } = useRouter()
  const [draft, setDraft] = useState<string | null>(null)
  const own = useRef({ writing: false, typing: false })
  useEffect(
    () =>
      history.subscribe(() => {
        // The history notifies synchronously inside our own navigate() call.
        if (own.current.writing) return
        own.current.typing = false
        setDraft(null)
      }),
    [history],
  )
  const onChange = (next: string) => {
    setDraft(next)
    const replace = own.current.typing
    own.current.writing = true
    try {
      write(next, replace)
    } finally {
      own.current.writing = false
    }
    own.current.typing = true
  }
  return { value: draft ?? value, onChange }
}
