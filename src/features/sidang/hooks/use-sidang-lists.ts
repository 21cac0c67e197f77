import { useCallback, useEffect, useRef, useState } from 'react'
import { listSidangSessions, listThesisDocuments, toSidangApiError } from '@/data/sidang'
import type { SidangSessionList, ThesisDocumentRow } from '@/data/sidang'

/**
 * The lists of the Simulasi Sidang room: the past sessions (with the price) and the user's uploaded
 * theses with the one selected, loaded, and reloaded once the network is back; nothing is set after
 * the room unmounts.
 */
export function useSidangLists(userId: string, online: boolean) {
  const [list, setList] = useState<SidangSessionList | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  const [documents, setDocuments] = useState<ThesisDocumentRow[] | null>(null)
  const [documentsError, setDocumentsError] = useState<string | null>(null)
  const [selectedId, setSelectedId] = useState('')
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    [],
  )

  const loadList = useCallback(async () => {
    try {
      const result = await listSidangSessions()
      if (!live.current) return
      setList(result)
      setListError(null)
    } catch (e) {
      if (live.current) setListError(toSidangApiError(e).message)
    }
  }, [])

  const loadDocuments = useCallback(
    async (select?: string) => {
      try {
        const rows = await listThesisDocuments(userId)
        if (!live.current) return
        setDocuments(rows)
        setDocumentsError(null)
        setSelectedId((current) => {
          if (select && rows.some((r) => r.id === select)) return select
          if (current && rows.some((r) => r.id === current)) return current
          return rows[0]?.id ?? ''
        })
      } catch (e) {
        if (live.current) setDocumentsError(toSidangApiError(e).message)
      }
    },
    [userId],
  )

  // Load (and reload once the network is back).
  useEffect(() => {
    if (!online) return
    void loadList()
    void loadDocuments()
  }, [online, loadList, loadDocuments])

  return {
    list,
    setList,
    listError,
    documents,
    documentsError,
    selectedId,
    setSelectedId,
    loadList,
    loadDocuments,
  }
}
