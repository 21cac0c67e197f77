import { useEffect, useRef, useState } from 'react'
import { subscribePayments } from '@/data/admin'

const DEBOUNCE_MS = 250

/**
 * Calls `onChange` (debounced) whenever a payment transaction is created, updated or deleted, via
 * realtime. Returns whether the live subscription is active.
 */
export function useLivePayments(onChange: () => void): boolean {
  const [live, setLive] = useState(false)
  const callback = useRef(onChange)
  callback.current = onChange

  useEffect(() => {
    let cancelled = false
    let timer: ReturnType<typeof setTimeout> | undefined
    let unsubscribe: (() => Promise<void>) | null = null
    const fire = () => {
      clearTimeout(timer)
      timer = setTimeout(() => callback.current(), DEBOUNCE_MS)
    }
    subscribePayments(fire)
      .then((unsub) => {
        if (cancelled) void unsub().catch(() => undefined)
        else {
          unsubscribe = unsub
          setLive(true)
        }
      })
      .catch(() => setLive(false))
    return () => {
      cancelled = true
      clearTimeout(timer)
      setLive(false)
      if (unsubscribe) void unsubscribe().catch(() => undefined)
    }
  }, [])

  return live
}
