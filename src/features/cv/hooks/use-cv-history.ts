import { useCallback, useState } from 'react'
import {
  clearCvHistory,
  readCvHistory,
  removeCvAnalysis,
  saveCvAnalysis,
} from '../history/cv-history'
import type { CvHistoryEntry } from '../history/cv-history'
import { deviceStorage } from '../history/history-key'

/** 'Riwayat analisa' of the signed-in user on this device, as React state. */
export function useCvHistory(userId: string): {
  entries: CvHistoryEntry[]
  save(entry: CvHistoryEntry): void
  remove(id: string): void
  clear(): void
} {
  const [entries, setEntries] = useState<CvHistoryEntry[]>(() => {
    const storage = deviceStorage()
    return storage ? readCvHistory(storage, userId) : []
  })
  const save = useCallback(
    (entry: CvHistoryEntry) => {
      const storage = deviceStorage()
      setEntries(storage ? saveCvAnalysis(storage, userId, entry) : (list) => [entry, ...list])
    },
    [userId],
  )
  const remove = useCallback(
    (id: string) => {
      const storage = deviceStorage()
      setEntries(
        storage ? removeCvAnalysis(storage, userId, id) : (list) => list.filter((e) => e.id !== id),
      )
    },
    [userId],
  )
  const clear = useCallback(() => {
    const storage = deviceStorage()
    if (storage) clearCvHistory(storage, userId)
    setEntries([])
  }, [userId])
  return { entries, save, remove, clear }
}
