/** React bindings of the downloads for screens. */
import { useEffect, useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { storedCopy, useDownloadsStore } from './downloads-store'
import { readStorageInfo } from './storage'
import type { DownloadEntry, DownloadProgress, StorageInfo } from './types'

export interface VideoDownloadState {
  entry: DownloadEntry | undefined
  progress: DownloadProgress | undefined
  /** A complete copy plays offline. */
  offline: boolean
  /** The copy on the device is older than the server's file ('Pembaruan tersedia'). */
  updateAvailable: boolean
}

/** Download state of one uploaded video (`fileName`: the server's current file). */
export function videoDownloadState(
  entry: DownloadEntry | undefined,
  progress: DownloadProgress | undefined,
  fileName: string,
): VideoDownloadState {
  const copy = storedCopy(entry)
  const updating = Boolean(entry && entry.fileName === fileName && entry.status !== 'complete')
  return {
    entry,
    progress,
    offline: Boolean(copy),
    updateAvailable: Boolean(copy && copy.fileName !== fileName && !updating),
  }
}

export function useVideoDownload(videoId: string, fileName: string): VideoDownloadState {
  const [entry, progress] = useDownloadsStore(
    useShallow((s) => [s.entries[videoId], s.progress[videoId]] as const),
  )
  return useMemo(() => videoDownloadState(entry, progress, fileName), [entry, progress, fileName])
}

export function useDownloadEntries(): Record<string, DownloadEntry> {
  return useDownloadsStore((s) => s.entries)
}

export function useDownloadProgress(): Record<string, DownloadProgress> {
  return useDownloadsStore((s) => s.progress)
}

export function useDownloadsMeta(): {
  ready: boolean
  userId: string | null
  evicted: number
  persisted: boolean | null
} {
  return useDownloadsStore(
    useShallow((s) => ({
      ready: s.ready,
      userId: s.userId,
      evicted: s.evicted,
      persisted: s.persisted,
    })),
  )
}

/** The browser's storage estimate, refreshed when `refreshKey` changes. */
export function useStorageInfo(refreshKey: unknown = 0): StorageInfo | null {
  const [info, setInfo] = useState<StorageInfo | null>(null)
  useEffect(() => {
    let live = true
    void readStorageInfo().then((i) => live && setInfo(i))
    return () => {
      live = false
    }
  }, [refreshKey])
  return info
}
