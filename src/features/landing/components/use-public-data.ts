import { useEffect, useState } from 'react'

export type PublicDataState<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T }

/** Loads public data once when the section mounts (the section itself mounts only near the viewport). */
export function usePublicData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  errorMessage: string,
): PublicDataState<T> {
  const [state, setState] = useState<PublicDataState<T>>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error', message: errorMessage })
      },
    )
    return () => controller.abort()
  }, [load, errorMessage])
  return state
}
