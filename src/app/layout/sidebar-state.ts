import { useCallback, useEffect, useState } from 'react'
import { getCookie, setCookie } from '@/lib/cookie'

export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_DAYS = 7

/** Is this key press the sidebar shortcut (Ctrl+B, or Cmd+B on a Mac)? */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'b'
  )
}

/** Sidebar open state kept in a cookie for 7 days; toggled by Ctrl/Cmd+B. */
export function useSidebarState(): {
  open: boolean
  setOpen: (open: boolean) => void
  toggle: () => void
} {
  const [open, setOpenState] = useState<boolean>(() => getCookie(SIDEBAR_COOKIE) !== 'false')
  const setOpen = useCallback((value: boolean) => {
    setOpenState(value)
    setCookie(SIDEBAR_COOKIE, String(value), SIDEBAR_COOKIE_DAYS)
  }, [])
  const toggle = useCallback(() => {
    setOpenState((prev) => {
      setCookie(SIDEBAR_COOKIE, String(!prev), SIDEBAR_COOKIE_DAYS)
      return !prev
    })
  }, [])
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isSidebarShortcut(event)) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [toggle])
  return { open, setOpen, toggle }
}
