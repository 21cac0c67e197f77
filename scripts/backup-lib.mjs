// Shared by `npm run backup` (scripts/backup.mjs) and `npm run restore` (scripts/restore.mjs):
// PocketBase 0.22's own backup API, signed in as the PocketBase admin.
//   POST /api/backups {name}            create a backup (zip of pb_data: database + uploaded files)
//   GET  /api/backups                   list [{key, size, modified}]
//   GET  /api/backups/{key}?token=...   download (admin file token from POST /api/files/token)
//   POST /api/backups/upload (file)     upload a zip
//   POST /api/backups/{key}/restore     restore it; PocketBase then restarts itself (execve, same process)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import PocketBase from 'pocketbase'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** A failure with a message meant for the operator (printed without a stack trace). */
export class CliError extends Error {}

/** Server URL, admin credentials and the backups folder, from the environment. */
export function settings(env = process.env) {
  const url = (env.BACKUP_URL || env.APP_URL || `http://127.0.0.1:${env.PORT || 8090}`).replace(
    /\/+$/,
    '',
  )
  return {
    url,
    email: env.PB_ADMIN_EMAIL || 'admin@pendamping-skripsi.local',
    password: env.PB_ADMIN_PASSWORD || '',
    dir: path.resolve(env.BACKUP_DIR || path.join(ROOT, 'backups')),
  }
}

function statusOf(err) {
  return err && typeof err === 'object' && typeof err.status === 'number' ? err.status : -1
}

/** Translates SDK errors into operator messages. */
export function explain(err, s) {
  if (err instanceof CliError) return err
  const status = statusOf(err)
  if (status === 0)
    return new CliError(
      `Server PocketBase tidak dapat dihubungi di ${s.url} (apakah "npm start" / "npm run server" berjalan? Atur BACKUP_URL atau PORT).`,
    )
  const message = err?.response?.message || err?.message || String(err)
  return new CliError(`PocketBase menjawab ${status}: ${message}`)
}

/** An SDK client signed in as the PocketBase admin. */
export async function signInAdmin(s) {
  if (!s.password)
    throw new CliError(
      'PB_ADMIN_PASSWORD belum diatur: isi PB_ADMIN_EMAIL dan PB_ADMIN_PASSWORD dengan akun admin PocketBase.',
    )
  const pb = new PocketBase(s.url)
  pb.autoCancellation(false)
  try {
    await pb.admins.authWithPassword(s.email, s.password)
  } catch (err) {
    const status = statusOf(err)
    if (status === 400)
      throw new CliError(`Email atau password admin salah (PB_ADMIN_EMAIL=${s.email}).`)
    if (status === 429) throw new CliError(`Terlalu banyak percobaan masuk admin; coba lagi nanti.`)
    throw explain(err, s)
  }
  return pb
}

/** Resolves once GET /api/health answers 200 (or throws after timeoutMs). */
export async function waitForHealth(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // restarting
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new CliError(
    `Server tidak menjawab lagi dalam ${Math.round(timeoutMs / 1000)} detik setelah pemulihan (${url}).`,
  )
}

/** Record counts per collection (what a backup holds, as the server sees it). */
export async function recordCounts(pb) {
  const collections = await pb.collections.getFullList({ sort: 'name' })
  const counts = {}
  for (const c of collections) {
    if (c.type === 'view') continue
    const page = await pb.collection(c.name).getList(1, 1, { skipTotal: false, fields: 'id' })
    counts[c.name] = page.totalItems
  }
  return counts
}

/** Runs a CLI main: operator errors print one line and exit 1. */
export function runCli(main) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err instanceof CliError ? `Gagal: ${err.message}` : err)
      process.exit(1)
    },
  )
}
