// `npm run backup` / `npm run restore -- <file>` (scripts/backup.mjs, scripts/restore.mjs) against a
// real PocketBase: back up, change data (delete, modify, delete an uploaded file, add), restore, and
// every record of every collection plus every uploaded file is back byte for byte.
import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pdfFromParagraphs, PDF_MIME } from '../../support/document-fixtures'
import { createUser, uniqueEmail } from '../../support/fixtures'
import { runScript } from '../../support/run-script'
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from '../../support/pocketbase'

// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { freePort } from '../../../pocketbase/launcher.mjs'

/** A 1x1 PNG (a package thumbnail). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

function sha256(bytes: ArrayBuffer | Buffer): string {
  return createHash('sha256')
    .update(Buffer.from(bytes as ArrayBuffer))
    .digest('hex')
}

/** Every record of every (non-view) collection, sorted, plus the sha256 of every uploaded file. */
async function snapshot(server: TestServer, pb: PocketBase) {
  const collections = await pb.collections.getFullList({ sort: 'name' })
  const records: Record<string, unknown[]> = {}
  const files: Record<string, string> = {}
  const token = await pb.files.getToken()
  for (const c of collections) {
    if (c.type === 'view') continue
    const rows = await pb.collection(c.name).getFullList({ sort: 'id', batch: 500 })
    records[c.name] = rows
    const fileFields = c.schema.filter((f) => f.type === 'file').map((f) => f.name)
    for (const row of rows) {
      for (const field of fileFields) {
        const names = ([] as string[])
          .concat((row[field] as string | string[] | undefined) ?? [])
          .filter(Boolean)
        for (const name of names) {
          const res = await fetch(
            `${server.url}/api/files/${c.id}/${row.id}/${name}?token=${token}`,
          )
          expect(res.status, `${c.name}/${row.id}/${name}`).toBe(200)
          files[`${c.name}/${row.id}/${field}/${name}`] = sha256(await res.arrayBuffer())
        }
      }
    }
  }
  return { records, files }
}

describe('npm run backup / npm run restore', () => {
  let server: TestServer
  let backupDir: string
  let env: Record<string, string>
  beforeAll(async () => {
    server = await startTestServer({ seed: 'demo', restartOnCrash: true })
    backupDir = mkdtempSync(path.join(tmpdir(), 'pb-backups-'))
    env = {
      BACKUP_URL: server.url,
      PB_ADMIN_EMAIL: ADMIN_EMAIL,
      PB_ADMIN_PASSWORD: ADMIN_PASSWORD,
      BACKUP_DIR: backupDir,
    }
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    if (backupDir) rmSync(backupDir, { recursive: true, force: true })
  })

  it('backs up, and a restore brings back every record and uploaded file after changes', async () => {
    const admin = server.admin
    // Uploaded files: a package thumbnail and a thesis document.
    const form = new FormData()
    form.append('nama_paket', 'Paket Cadangan')
    form.append('is_active', 'true')
    form.append('thumbnail', new Blob([PNG], { type: 'image/png' }), 'sampul.png')
    const paket = await admin.collection('paket_pembelajaran').create(form)
    const student = await createUser(server, { email: uniqueEmail('cadangan') })
    const pdf = await pdfFromParagraphs([
      'BAB I PENDAHULUAN',
      'Latar belakang penelitian tentang cadangan data.',
    ])
    const doc = new FormData()
    doc.append('user_id', student.record.id)
    doc.append('file', new Blob([Buffer.from(pdf)], { type: PDF_MIME }), 'skripsi.pdf')
    const thesis = await admin.collection('thesis_documents').create(doc)

    const before = await snapshot(server, admin)
    expect(Object.keys(before.files).length).toBeGreaterThanOrEqual(2)
    expect(before.files[`thesis_documents/${thesis.id}/file/${thesis.file as string}`]).toBe(
      sha256(Buffer.from(pdf)),
    )

    const backup = await runScript('backup.mjs', [], env)
    expect(backup.code, backup.out).toBe(0)
    const file = /Cadangan dibuat: (\S+\.zip)/.exec(backup.out)?.[1] ?? ''
    expect(file.startsWith(backupDir)).toBe(true)
    expect(statSync(file).size).toBeGreaterThan(1000)

    // Change data: modify, delete a file, delete records, add one.
    await admin
      .collection('paket_pembelajaran')
      .update(paket.id, { nama_paket: 'Diubah', thumbnail: null })
    await admin.collection('thesis_documents').delete(thesis.id)
    const someKelas = await admin.collection('kelas').getList(1, 1)
    if (someKelas.items[0]) await admin.collection('kelas').delete(someKelas.items[0].id)
    await createUser(server, { email: uniqueEmail('setelah') })
    const changed = await snapshot(server, admin)
    expect(changed).not.toEqual(before)

    const pidBefore = server.pid
    const restore = await runScript('restore.mjs', [file], env)
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toContain('Pemulihan selesai')
    expect(restore.out).toMatch(/paket_pembelajaran\s+\d+/)
    // PocketBase restarted itself (0.22 re-executes itself in the same process; were it to exit, the
    // launcher's restart-on-crash would start it again) and answers.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200)
    console.log(`restore: PocketBase pid ${pidBefore} -> ${server.pid}`)

    await admin.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)
    const after = await snapshot(server, admin)
    expect(after.records).toEqual(before.records)
    expect(after.files).toEqual(before.files)
  }, 180_000)

  it('explains a missing file, a wrong password and a server that is not running', async () => {
    const missing = await runScript('restore.mjs', [path.join(backupDir, 'tidak-ada.zip')], env)
    expect(missing.code).toBe(1)
    expect(missing.out).toContain('File cadangan tidak ditemukan')

    const notZip = path.join(backupDir, 'bukan.zip')
    writeFileSync(notZip, 'bukan zip')
    const bad = await runScript('restore.mjs', [notZip], env)
    expect(bad.code).toBe(1)
    expect(bad.out).toContain('Bukan file zip')

    const wrong = await runScript('backup.mjs', [], {
      ...env,
      PB_ADMIN_PASSWORD: 'salah-sekali-123',
    })
    expect(wrong.code).toBe(1)
    expect(wrong.out).toContain('Email atau password admin salah')

    const port = (await freePort()) as number
    const down = await runScript('backup.mjs', [], {
      ...env,
      BACKUP_URL: `http://127.0.0.1:${port}`,
    })
    expect(down.code).toBe(1)
    expect(down.out).toContain('tidak dapat dihubungi')
    expect(existsSync(path.join(backupDir, 'tidak-ada.zip'))).toBe(false)
  })
})
