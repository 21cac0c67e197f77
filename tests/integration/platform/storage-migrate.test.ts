// `npm run storage:migrate` (scripts/storage-migrate.mjs): a PocketBase with files on disk (a 17 MB
// video with a poster, a package image with a thumbnail, a thesis) is stopped; the script copies every file
// of PB_DATA/storage to an s3rver bucket under the same key with its content type, leaving out
// PocketBase's `.attrs` notes, and prints progress and a summary; a second run copies nothing and
// says what it skipped; a missing or changed object is copied again; without S3_*, a data dir, a
// known access key or the bucket it refuses with exit code 1. A server then started with S3_* and without the files on disk
// serves them from the bucket.
import { createHash, randomBytes } from 'node:crypto'
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../support/pocketbase'
import { runScript, type ScriptResult } from '../../support/run-script'
import { startBucket, type TestBucket } from '../../support/s3-bucket'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { startPocketBase } from '../../../pocketbase/launcher.mjs'

const FASTSTART = readFileSync(path.join('tests', 'fixtures', 'video', 'lesson-faststart.mp4'))
/** The faststart fixture followed by a `free` box of 17 MB of random bytes (the script streams files over 16 MB). */
const BIG_VIDEO = (() => {
  const pad = randomBytes(17 * 1000 * 1000)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + pad.length)
  head.write('free', 4, 'latin1')
  return Buffer.concat([FASTSTART, head, pad])
})()
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

interface Running {
  url: string
  stop(): Promise<void>
}

/** PocketBase on `dataDir` (kept when it stops), signed in as the admin. */
async function startOn(dataDir: string, env: Record<string, string>) {
  let log = ''
  const server: Running = await startPocketBase({
    dataDir,
    publicDir: null,
    onOutput: (line: string) => (log += line),
    env: {
      PB_ADMIN_EMAIL: ADMIN_EMAIL,
      PB_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PB_SEED: 'none',
      SMTP_HOST: '',
      ...env,
    },
  })
  const admin = new PocketBase(server.url)
  admin.autoCancellation(false)
  await admin.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)
  return { server, admin, output: () => log }
}

/** `npm run storage:migrate` with only these S3_* variables (none inherited from the shell). */
function migrate(env: Record<string, string>): Promise<ScriptResult> {
  const unset = { S3_ENDPOINT: '', S3_BUCKET: '', S3_REGION: '', S3_ACCESS_KEY: '', S3_SECRET: '' }
  return runScript('storage-migrate.mjs', [], { ...unset, S3_FORCE_PATH_STYLE: '', ...env })
}

const sha = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex')

/** key → file of every stored file on disk, without the `.attrs` notes. */
function onDisk(root: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const e of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!e.isFile() || e.name.endsWith('.attrs')) continue
    const file = path.join(e.parentPath, e.name)
    out.set(path.relative(root, file).split(path.sep).join('/'), file)
  }
  return out
}

let bucket: TestBucket
let dataDir: string
let storage: Map<string, string>
let ids: { video: string; paket: string; thesis: string; user: string }
let names: { video: string; poster: string; thumbnail: string; thesis: string }
let thesisBytes: Uint8Array
let firstRun: { code: number; out: string }

beforeAll(async () => {
  bucket = await startBucket()
  dataDir = mkdtempSync(path.join(tmpdir(), 'pb-migrate-'))
  const { server, admin } = await startOn(dataDir, {})
  try {
    const paketForm = new FormData()
    paketForm.append('nama_paket', 'Paket bergambar')
    paketForm.append('durasi_hari', '30')
    paketForm.append(
      'thumbnail',
      new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
      'sampul.png',
    )
    const paket = await admin.collection('paket_pembelajaran').create(paketForm)
    // the thumbnail PocketBase makes on the first request, stored next to the image
    const thumb = await fetch(
      `${server.url}/api/files/paket_pembelajaran/${paket.id}/${paket.thumbnail}?thumb=100x100`,
    )
    expect(thumb.status).toBe(200)
    const kelas = await admin
      .collection('kelas')
      .create({ paket_id: paket.id, judul: 'Kelas', pengajar: 'Dosen', is_active: true, urutan: 1 })
    const materi = await admin
      .collection('materi')
      .create({ kelas_id: kelas.id, type: 'lesson', judul: 'Pelajaran', order: 1 })
    const videoForm = new FormData()
    videoForm.append('materi_id', materi.id)
    videoForm.append('judul', 'Video')
    videoForm.append('urutan', '1')
    videoForm.append(
      'video',
      new Blob([new Uint8Array(BIG_VIDEO)], { type: 'video/mp4' }),
      'pelajaran.mp4',
    )
    videoForm.append('poster', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'poster.png')
    const video = await admin.collection('video_links').create(videoForm)
    const user = await admin.collection('users').create({
      email: 'migrasi@test.local',
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      full_name: 'Mahasiswa Migrasi',
      role: 'user',
      credits: 10,
      verified: true,
    })
    const student = new PocketBase(server.url)
    await student.collection('users').authWithPassword('migrasi@test.local', 'rahasia123')
    thesisBytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
    const up = await uploadDocument(
      server.url,
      student.authStore.token,
      { bytes: thesisBytes, name: 'skripsi.docx', type: DOCX_MIME },
      THESIS_FIXTURE_PARAGRAPHS.join('\n'),
    )
    expect(up.status).toBe(200)
    const thesis = await admin.collection('thesis_documents').getOne(String(up.body.documentId))
    ids = { video: video.id, paket: paket.id, thesis: thesis.id, user: user.id }
    names = {
      video: video.video,
      poster: video.poster,
      thumbnail: paket.thumbnail,
      thesis: thesis.file,
    }
  } finally {
    await server.stop()
  }
  storage = onDisk(path.join(dataDir, 'storage'))
  firstRun = await migrate({ ...bucket.env, PB_DATA: dataDir })
}, 60_000)

afterAll(async () => {
  await bucket?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

describe('npm run storage:migrate', () => {
  it('copies every file on disk to the bucket under the same key, with its content type', async () => {
    expect(firstRun.code, firstRun.out).toBe(0)
    // the video, its poster, the package image, its thumbnail, the thesis
    expect(storage.size).toBe(5)
    expect([...storage.keys()]).toContainEqual(
      expect.stringMatching(
        new RegExp(`/${ids.paket}/thumbs_${names.thumbnail}/100x100_${names.thumbnail}$`),
      ),
    )
    const objects = await bucket.objects()
    expect([...objects.keys()].sort()).toEqual([...storage.keys()].sort())
    for (const [key, file] of storage) {
      expect(objects.get(key), key).toBe(statSync(file).size)
      expect(sha(await bucket.read(key)), key).toBe(sha(readFileSync(file)))
    }
    const typeOf = async (suffix: string) =>
      (await bucket.head([...storage.keys()].find((k) => k.endsWith(suffix))!)).ContentType
    expect(await typeOf(`/${ids.video}/${names.video}`)).toBe('video/mp4')
    expect(await typeOf(`/${ids.video}/${names.poster}`)).toBe('image/png')
    expect(await typeOf(`/${ids.thesis}/${names.thesis}`)).toBe(DOCX_MIME)
    expect(await typeOf(`/100x100_${names.thumbnail}`)).toBe('image/png')
  })

  it('shows progress and a summary in Indonesian', () => {
    const total = [...storage.values()].reduce((a, f) => a + statSync(f).size, 0)
    expect(firstRun.out).toContain(`Menyalin 5 file`)
    expect(firstRun.out).toContain(`ke bucket "${bucket.bucket}"`)
    for (let i = 1; i <= 5; i++) expect(firstRun.out).toMatch(new RegExp(`^\\[${i}/5\\] `, 'm'))
    expect(firstRun.out).toMatch(/^\[5\/5\] (\S+ \S+) dari \1 /m)
    expect(firstRun.out.match(/ disalin: /g)).toHaveLength(5)
    expect(firstRun.out).toContain('Selesai: 5 disalin')
    expect(firstRun.out).toContain('0 dilewati')
    expect(firstRun.out).toContain('0 gagal')
    expect(total).toBeGreaterThan(BIG_VIDEO.length)
  })

  it('a second run copies nothing and says what it skipped', async () => {
    const writes = bucket.events.filter((e) => e.name.startsWith('ObjectCreated')).length
    const again = await migrate({ ...bucket.env, PB_DATA: dataDir })
    expect(again.code, again.out).toBe(0)
    expect(again.out).toContain('Selesai: 0 disalin')
    expect(again.out).toContain('5 dilewati')
    for (const key of storage.keys()) expect(again.out).toContain(`dilewati, sudah ada: ${key}`)
    expect(bucket.events.filter((e) => e.name.startsWith('ObjectCreated')).length).toBe(writes)
  })

  it('copies again what is missing or of another size in the bucket', async () => {
    const keys = [...storage.keys()]
    const thesisKey = keys.find((k) => k.endsWith(`/${names.thesis}`))!
    const videoKey = keys.find((k) => k.endsWith(`/${names.video}`))!
    await bucket.client.send(new DeleteObjectCommand({ Bucket: bucket.bucket, Key: thesisKey }))
    await bucket.client.send(
      new PutObjectCommand({ Bucket: bucket.bucket, Key: videoKey, Body: 'terpotong' }),
    )
    const again = await migrate({ ...bucket.env, PB_DATA: dataDir })
    expect(again.code, again.out).toBe(0)
    expect(again.out).toContain('Selesai: 2 disalin')
    expect(again.out).toContain('3 dilewati')
    expect(sha(await bucket.read(thesisKey))).toBe(sha(thesisBytes))
    expect(sha(await bucket.read(videoKey))).toBe(sha(BIG_VIDEO))
  })

  it('a file the bucket refuses is counted as failed, the others are handled, exit 1', async () => {
    // s3rver keeps each object as a file named after the key: a 240-character name is too long for it
    const thesisKey = [...storage.keys()].find((k) => k.endsWith(`/${names.thesis}`))!
    const refused = path.join(
      dataDir,
      'storage',
      path.dirname(thesisKey),
      `${'lampiran-'.repeat(26)}x.pdf`,
    )
    writeFileSync(refused, 'isi lampiran')
    try {
      const run = await migrate({ ...bucket.env, PB_DATA: dataDir })
      expect(run.code, run.out).toBe(1)
      expect(run.out).toMatch(/^\[\d\/6\] .* GAGAL \(500: .*: .*lampiran-lampiran/m)
      expect(run.out).toContain('Selesai: 0 disalin (0 B), 5 dilewati')
      expect(run.out).toContain(', 1 gagal.')
      expect(run.out).toContain('Gagal: 1 file belum tersalin; jalankan perintah ini lagi.')
    } finally {
      rmSync(refused)
    }
  })

  it('refuses without S3_ENDPOINT/S3_BUCKET, a data dir, a known access key or the bucket (exit 1)', async () => {
    const unset = await migrate({ PB_DATA: dataDir })
    expect(unset.code).toBe(1)
    expect(unset.out).toContain('Gagal: S3_ENDPOINT dan S3_BUCKET belum diatur')

    const noData = await migrate({ ...bucket.env, PB_DATA: path.join(dataDir, 'tidak-ada') })
    expect(noData.code).toBe(1)
    expect(noData.out).toContain('bukan folder data PocketBase')

    // (s3rver checks the access key id of a signed request, not the signature)
    const wrong = await migrate({ ...bucket.env, S3_ACCESS_KEY: 'SALAH', PB_DATA: dataDir })
    expect(wrong.code).toBe(1)
    expect(wrong.out).toContain(
      `Gagal: Bucket "${bucket.bucket}" tidak dapat dibuka di ${bucket.endpoint} (403: akses ditolak`,
    )
    expect(wrong.out).not.toMatch(/^\[1\//m)

    const missing = await migrate({ ...bucket.env, S3_BUCKET: 'tidak-ada', PB_DATA: dataDir })
    expect(missing.code).toBe(1)
    expect(missing.out).toContain('Gagal: Bucket "tidak-ada" tidak dapat dibuka')
    expect(missing.out).toContain('404: bucket tidak ada')
  })

  it('a server started with S3_* serves the copied files without them on disk', async () => {
    renameSync(path.join(dataDir, 'storage'), path.join(dataDir, 'storage-lama'))
    const { server, admin } = await startOn(dataDir, bucket.env)
    try {
      const image = await fetch(
        `${server.url}/api/files/paket_pembelajaran/${ids.paket}/${names.thumbnail}`,
      )
      expect(image.status).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true)
      const token = (await admin.files.getToken()) as string
      const url = `${server.url}/api/files/video_links/${ids.video}/${names.video}?token=${token}`
      const start = BIG_VIDEO.length - 1000
      const range = await fetch(url, { headers: { Range: `bytes=${start}-` } })
      expect(range.status).toBe(206)
      expect(Buffer.from(await range.arrayBuffer()).equals(BIG_VIDEO.subarray(start))).toBe(true)
      const docs = await admin
        .collection('thesis_documents')
        .getFullList({ filter: `user_id = "${ids.user}"` })
      expect(docs.map((d) => d.id)).toEqual([ids.thesis])
      const thesis = await fetch(
        `${server.url}/api/files/thesis_documents/${ids.thesis}/${names.thesis}?token=${token}`,
      )
      expect(thesis.status).toBe(200)
      expect(sha(Buffer.from(await thesis.arrayBuffer()))).toBe(sha(thesisBytes))
    } finally {
      await server.stop()
    }
  })
})
