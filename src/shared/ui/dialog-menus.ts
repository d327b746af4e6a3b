import { createContext } from 'react'

/** The element of the open dialog where select menus are drawn (null outside a dialog). */
export const DialogMenusContext = createContext<HTMLElement | null>(null)
