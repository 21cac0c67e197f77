/** What the sync indicator says for a sync state (pure, unit-tested). */
import type { SyncState } from '@/data/local'

export type SyncLabelKind = 'offline' | 'first-sync' | 'syncing' | 'error' | 'reauth' | 'synced'

export interface SyncLabel {
  kind: SyncLabelKind
  text: string
  detail?: string
}

function waiting(n: number): string {
  return `${n} perubahan menunggu`
}

export function syncLabel(
  s: Pick<
    SyncState,
    | 'online'
    | 'pulling'
    | 'pushing'
    | 'firstSyncDone'
    | 'pendingChanges'
    | 'lastError'
    | 'needsReauth'
    | 'lastSyncedAt'
  >,
): SyncLabel {
  if (!s.online)
    return {
      kind: 'offline',
      text: s.pendingChanges > 0 ? `Offline · ${waiting(s.pendingChanges)}` : 'Offline',
    }
  if (s.needsReauth)
    return {
      kind: 'reauth',
      text: 'Sesi berakhir',
      detail: 'Silakan masuk kembali untuk menyinkronkan. Data di perangkat ini tetap aman.',
    }
  if (s.lastError) return { kind: 'error', text: s.lastError }
  if (!s.firstSyncDone) return { kind: 'first-sync', text: 'Menyinkronkan...' }
  if (s.pushing || s.pulling) return { kind: 'syncing', text: 'Menyinkronkan...' }
  if (s.pendingChanges > 0) return { kind: 'syncing', text: waiting(s.pendingChanges) }
  return {
    kind: 'synced',
    text: 'Tersinkron',
    detail: s.lastSyncedAt
      ? `Terakhir disinkronkan ${new Date(s.lastSyncedAt).toLocaleTimeString('id-ID', { hour: '2-digit', minute: '2-digit' })}`
      : undefined,
  }
}

/** The first sync's progress under the bar: '1.234 / 10.004 dokumen · 12%' (percent only while the total is unknown). */
export function firstSyncProgressText(
  s: Pick<SyncState, 'firstSyncProgress' | 'firstSyncDocuments' | 'firstSyncTotal'>,
): string {
  const percent = `${Math.floor(Math.max(0, Math.min(1, s.firstSyncProgress)) * 100)}%`
  if (s.firstSyncTotal === null || s.firstSyncTotal <= 0) return percent
  const n = (v: number) => v.toLocaleString('id-ID')
  return `${n(Math.min(s.firstSyncDocuments, s.firstSyncTotal))} / ${n(s.firstSyncTotal)} dokumen · ${percent}`
}
