import { useEffect, useState } from 'react'

/** Milliseconds since `startedAt`, refreshed every second while `running`. */
export function useElapsed(
  startedAt: number,
  running: boolean,
  now: () => number = Date.now,
): number {
  const [elapsed, setElapsed] = useState(() => Math.max(0, now() - startedAt))
  useEffect(() => {
    setElapsed(Math.max(0, now() - startedAt))
    if (!running) return
    const timer = setInterval(() => setElapsed(Math.max(0, now() - startedAt)), 1000)
    return () => clearInterval(timer)
  }, [startedAt, running, now])
  return elapsed
}
