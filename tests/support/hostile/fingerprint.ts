// A fingerprint of the data a hostile run must not change: for every collection (the PocketBase
// admin reads all of them), the row count and a SHA-256 of its rows sorted by id.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type PocketBase from 'pocketbase'

export type Fingerprint = Record<string, { count: number; hash: string }>

/**
 * Every collection's count and hash, except `skip` (tables a run legitimately changes, e.g. the
 * trial chat's per-client counters).
 */
export async function fingerprint(admin: PocketBase, skip: string[] = []): Promise<Fingerprint> {
  const collections = await admin.collections.getFullList({ sort: 'name' })
  const out: Fingerprint = {}
  for (const c of collections) {
    if (skip.includes(c.name)) continue
    const rows = await admin.collection(c.name).getFullList({ sort: 'id', batch: 500 })
    out[c.name] = {
      count: rows.length,
      hash: createHash('sha256').update(JSON.stringify(rows)).digest('hex'),
    }
  }
  return out
}

/** Names of the collections whose count or hash differ. */
export function changedCollections(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...names].filter((n) => JSON.stringify(before[n]) !== JSON.stringify(after[n])).sort()
}

/** Relative paths of the files PocketBase stores (uploads), sorted. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'storage')
  if (!existsSync(root)) return []
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else out.push(path.relative(root, full))
    }
  }
  walk(root)
  return out.sort()
}
