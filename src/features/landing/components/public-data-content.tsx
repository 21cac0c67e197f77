import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import type { PublicDataState } from './use-public-data'

interface PublicDataContentProps<T> {
  state: PublicDataState<T[]>
  /** Shown while loading (a placeholder of the loaded content's size, so nothing shifts). */
  loading: ReactNode
  /** The text when the server has nothing to show. */
  empty: string
  children: (items: T[]) => ReactNode
}

/** A landing section's server data: its placeholder, its error, its empty text or its content. */
export function PublicDataContent<T>({
  state,
  loading,
  empty,
  children,
}: PublicDataContentProps<T>) {
  if (state.status === 'loading') return <>{loading}</>
  if (state.status === 'error')
    return (
      <Typography role="alert" color="error" sx={{ textAlign: 'center' }}>
        {state.message}
      </Typography>
    )
  if (state.data.length === 0)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        {empty}
      </Typography>
    )
  return <>{children(state.data)}</>
}
