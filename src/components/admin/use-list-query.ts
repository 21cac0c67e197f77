import { useEffect, useState } from 'react'
import { useDebounced } from './use-debounced'

/** How long the search box waits for typing to stop before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300

export interface ListQuery<S extends string> {
  /** What is typed in the search box. */
  search: string
  setSearch(value: string): void
  /** The search sent to the server: trimmed, once typing stopped for SEARCH_DEBOUNCE_MS. */
  q: string
  status: S
  setStatus(value: S): void
  page: number
  setPage(value: number): void
  /** A search or a status filter narrows the list (the empty state says 'no match'). */
  filtered: boolean
}

/**
 * The state of a server-paged admin list (subscribers, payments): search, status filter and page.
 * A new search or filter goes back to page 1.
 */
export function useListQuery<S extends string>(allStatuses: S): ListQuery<S> {
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const [status, setStatus] = useState<S>(allStatuses)
  const [page, setPage] = useState(1)
  useEffect(() => setPage(1), [q, status])
  return {
    search,
    setSearch,
    q,
    status,
    setStatus,
    page,
    setPage,
    filtered: q !== '' || status !== allStatuses,
  }
}
