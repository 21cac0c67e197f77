// The collections the app syncs to students' devices (docs/sync.md): the server's one list. Each
// is pulled into the device's local store, and a deleted record (or one a student may no longer
// read) leaves a tombstone there. The client pulls the same collections.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

/**
 * Synced collection → who may read its rows (docs/access-rules.md): 'public' everyone,
 * 'signed-in' every signed-in user, 'paket' the subscribers of the row's package (paket_id),
 * 'owner' the user of the row (user_id). Superadmins read everything.
 */
const SYNCED = {
  paket_pembelajaran: 'public',
  kelas: 'signed-in',
  paket_content: 'paket',
  materi: 'paket',
  soal: 'paket',
  video_links: 'paket',
  subscribers: 'owner',
  progress: 'owner',
  reviews: 'owner',
}

/** The synced collections' names, in the order above. */
const SYNCED_COLLECTIONS = Object.keys(SYNCED)

/** The synced collections whose rows belong to a package (read scope 'paket'). */
const PACKAGE_COLLECTIONS = SYNCED_COLLECTIONS.filter((name) => SYNCED[name] === 'paket')

module.exports = { SYNCED, SYNCED_COLLECTIONS, PACKAGE_COLLECTIONS }
