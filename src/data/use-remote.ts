import { useCallback, useEffect, useRef, useState } from 'react'

export interface Remote<T> {
  data: T | undefined
  loading: boolean
  error: unknown
  /** Loads again (keeps the previous data while loading). */
  reload: () => Promise<void>
}

/**
 * Loads `fetcher()` when `key` changes and on reload(). The newest request wins: an older answer
 * arriving late is dropped. For online-only screens (admin, account, privacy); errors are
 * returned, not thrown.
 */
export function useRemote<T>(key: string, fetcher: () => Promise<T>): Remote<T> {
  const [data, setData] = useState<T | undefined>(undefined)
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState<unknown>(null)
  const seq = useRef(0)
  const fetcherRef = useRef(fetcher)
  fetcherRef.current = fetcher

  const reload = useCallback(async () => {
    const mine = ++seq.current
    setLoading(true)
    try {
      const value = await fetcherRef.current()
      if (mine !== seq.current) return
      setData(value)
      setError(null)
    } catch (err) {
      if (mine !== seq.current) return
      setError(err)
    } finally {
      if (mine === seq.current) setLoading(false)
    }
  }, [])

  useEffect(() => {
    void reload()
  }, [key, reload])

  return { data, loading, error, reload }
}
