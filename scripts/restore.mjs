// `npm run restore -- <file.zip>`: uploads a backup made by `npm run backup` to the running PocketBase
// and restores it (PocketBase's own backup API). PocketBase replaces its data and restarts itself;
// this waits until it answers again and prints what the restored data holds.
import { existsSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import {
  CliError,
  explain,
  recordCounts,
  runCli,
  settings,
  signInAdmin,
  waitForHealth,
} from './backup-lib.mjs'

// Node's built-in FormData and Blob (Node 18+).
const { FormData, Blob } = globalThis

async function main() {
  const s = settings()
  const arg = process.argv[2]
  if (!arg) throw new CliError('Sebutkan file cadangan: npm run restore -- backups/<nama>.zip')
  const file = path.resolve(arg)
  if (!existsSync(file) || !statSync(file).isFile())
    throw new CliError(`File cadangan tidak ditemukan: ${file}`)
  const bytes = readFileSync(file)
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new CliError(`Bukan file zip cadangan PocketBase: ${file}`)

  const pb = await signInAdmin(s)
  let key
  try {
    // A fresh name on the server, so an older backup with the same name is never restored instead.
    const base = path
      .basename(file, '.zip')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '_')
      .slice(0, 60)
    key = `restore_${Date.now()}_${base}.zip`
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'application/zip' }), key)
    const before = new Set((await pb.backups.getFullList()).map((b) => b.key))
    await pb.backups.upload(form)
    const added = (await pb.backups.getFullList()).map((b) => b.key).filter((k) => !before.has(k))
    if (!added.includes(key)) {
      if (added.length !== 1)
        throw new CliError('Cadangan terunggah, tetapi tidak ditemukan di daftar cadangan server.')
      key = added[0]
    }
    console.log(`Cadangan diunggah sebagai ${key}; memulihkan...`)
    await pb.backups.restore(key)
  } catch (err) {
    throw explain(err, s)
  }

  // PocketBase answers the restore request, then swaps pb_data and restarts (same process, execve).
  await new Promise((r) => setTimeout(r, 1500))
  await waitForHealth(s.url)
  // The restored database holds the admin accounts of backup time.
  const restored = await signInAdmin(s).catch((err) => {
    throw new CliError(
      `Server berjalan lagi, tetapi admin tidak dapat masuk dengan kredensial ini (data cadangan memakai akun adminnya sendiri): ${err.message}`,
    )
  })
  let counts
  for (let attempt = 0; ; attempt++) {
    try {
      counts = await recordCounts(restored)
      break
    } catch (err) {
      if (attempt >= 20) throw explain(err, s)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  console.log(`Pemulihan selesai dari ${file}. Isi data sekarang:`)
  for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(28)} ${n}`)
}

runCli(main)
