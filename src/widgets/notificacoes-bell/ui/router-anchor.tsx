import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useRouter } from '@tanstack/react-router'

/** An in-app link to a full href (path and query string), navigated without reloading the page. */
export function RouterAnchor({ href, onClick, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
    if (event.defaultPrevented || modified || props.target) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <a href={href} onClick={handleClick} {...props} />
}
