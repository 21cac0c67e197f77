// `npm run backup`: asks the running PocketBase for a backup (its own backup API: database and
// uploaded files in one zip) and downloads it to backups/<name>.zip (BACKUP_DIR). Restore with
// `npm run restore -- <file>` (scripts/restore.mjs).
import { createWriteStream, mkdirSync } from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { CliError, explain, recordCounts, runCli, settings, signInAdmin } from './backup-lib.mjs'

/** pb_backup_20261123_223501.zip (PocketBase accepts [a-z0-9_-]+.zip). */
function backupName(now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '_').slice(0, 15)
  return `pb_backup_${stamp}.zip`
}

async function main() {
  const s = settings()
  const pb = await signInAdmin(s)
  const name = backupName()
  try {
    await pb.backups.create(name)
    const token = await pb.files.getToken()
    const res = await fetch(pb.backups.getDownloadUrl(token, name))
    if (!res.ok || !res.body) throw new CliError(`Unduhan cadangan ${name} gagal (${res.status}).`)
    mkdirSync(s.dir, { recursive: true })
    const file = path.join(s.dir, name)
    await pipeline(Readable.fromWeb(res.body), createWriteStream(file))
    const counts = await recordCounts(pb)
    const total = Object.values(counts).reduce((a, b) => a + b, 0)
    console.log(`Cadangan dibuat: ${file}`)
    console.log(
      `(${total} record dalam ${Object.keys(counts).length} koleksi, beserta file unggahan; juga tersimpan di server sebagai ${name})`,
    )
  } catch (err) {
    throw explain(err, s)
  }
}

runCli(main)
